import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useTenantLicenses } from '../api/tenant-licenses.ts';

/** A signed-in tenant user's view of what its tenant holds: each license's seats, period and expiry. */
export function TenantLicenses() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
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
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{license.product.name}</Typography>
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                    {license.product.code}
                  </Typography>
                </Box>
                <LicenseStatusChip status={license.status} />
              </Box>
              <SeatUsage used={license.seatsUsed} total={license.seats} />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`store.licenses.periods.${license.period}`)} ·{' '}
                  {t(license.status === 'expired' ? 'store.licenses.expired' : 'store.licenses.expires', {
                    date: format.date(license.expiresAt),
                  })}
                </Typography>
                {license.assignedToMe && (
                  <Chip size="small" color="primary" variant="outlined" label={t('store.licenses.yourSeat')} />
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
