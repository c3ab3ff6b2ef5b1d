import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useTenantLicenses } from '../api/tenant-licenses.ts';
import { LicenseSummary } from './license-summary.tsx';
import { LicensesSection } from './licenses-section.tsx';

/** A signed-in tenant user's view of what its tenant holds: each license's seats, period and expiry. */
export function TenantLicenses() {
  const { t } = useTranslation();
  const { licenses, tenant, shown } = useTenantLicenses();
  if (!shown) return null;
  const items = licenses.data ?? [];
  return (
    <LicensesSection
      name="tenant-licenses"
      title={t('store.licenses.title')}
      description={
        tenant
          ? t('store.licenses.description', { tenant: tenant.tenantName })
          : t('store.licenses.descriptionNoTenant')
      }
      empty={t('store.licenses.empty')}
      query={licenses}
      count={items.length}
      cardWidth={300}
    >
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
    </LicensesSection>
  );
}
