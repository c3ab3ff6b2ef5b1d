import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

// Only a failed load shows it, so pages load it then rather than with their first load.
const Alert = lazy(() => import('@mui/material/Alert'));

/** A failed load: the default error text (SPEC §8) and a way to try again. */
export function QueryError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
