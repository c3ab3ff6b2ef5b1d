import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePaths } from '../../../lib/paths.ts';

/** An allocation that does not exist (a mistyped address), with the way back to the list. */
export function LicenseNotFound() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <EmptyState
      title={t('licenses.notFound')}
      action={
        <Button component={RouterLink} to={paths.cms.licenses()}>
          {t('licenses.title')}
        </Button>
      }
    />
  );
}
