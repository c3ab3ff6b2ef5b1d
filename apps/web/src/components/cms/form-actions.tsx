import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

type Props = { onCancel: () => void; submitting: boolean; saveTestId: string };

/** A back-office form's closing row: Cancel, and Save submitting the form. */
export function FormActions({ onCancel, submitting, saveTestId }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
      <Button onClick={onCancel} disabled={submitting}>
        {t('catalog.actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={submitting} data-testid={saveTestId}>
        {t('catalog.actions.save')}
      </Button>
    </Box>
  );
}
