import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error.tsx';
import { useTenantLicenses } from '../api/tenant-licenses.ts';
import { LicenseSummary } from './license-summary.tsx';

/** A signed-in tenant user's view of what its tenant holds: each license's seats, period and expiry. */
export function TenantLicenses() {
  const { t } = useTranslation();
  const { licenses, tenant, shown } = useTenantLicenses();
  if (!shown) return null;
  const items = licenses.data ?? [];
  return (
    <Box component="section" aria-labelledby="tenant-licenses-title" sx={{ mb: 5 }} data-testid="tenant-licenses">
      <Typography id="tenant-licenses-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('store.licenses.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {tenant
          ? t('store.licenses.description', { tenant: tenant.tenantName })
          : t('store.licenses.descriptionNoTenant')}
      </Typography>
      {licenses.isError ? (
        <QueryError onRetry={() => void licenses.refetch()} />
      ) : licenses.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('store.licenses.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {items.map((license) => (
            <Paper
              key={license.id}
              variant="outlined"
              sx={{ p: 2, display: 'grid', gap: 1.25 }}
              data-testid="tenant-license"
            >
              <LicenseSummary
                license={license}
                extra={
                  license.assignedToMe && (
                    <Chip size="small" color="primary" variant="outlined" label={t('store.licenses.yourSeat')} />
                  )
                }
              />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
