import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../lib/use-translation.ts';

/** A failed load: the default error text (SPEC §8) and a way to try again. */
export function QueryError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      data-testid="query-error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {message ?? t('errors.default')}
    </Alert>
  );
}
