import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DetailList } from '../../../components/detail-list.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useTenantCompany } from '../api/tenants.ts';
import { TenantSection, type TenantSectionProps } from './tenant-section.tsx';
import { GridList } from '../../../components/grid-list.tsx';

/** The tenant ID its users sign in with (SPEC §2), to copy, beside its name, e-mail and creation. */
export function TenantDetailsSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tenant.id);
      notify({ type: 'success', message: t('tenants.copied') });
    } catch {
      notify({ type: 'error', message: t('errors.default') });
    }
  };
  return (
    <TenantSection title={t('tenants.details')}>
      <DetailList
        rows={[
          {
            label: t('tenants.fields.tenantId'),
            testId: 'tenant-id',
            value: (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
                <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
                  {tenant.id}
                </Box>
                <Tooltip title={t('tenants.copyId')}>
                  <IconButton size="small" aria-label={t('tenants.copyId')} onClick={() => void copy()}>
                    <CopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            ),
          },
          { label: t('tenants.fields.tenantName'), value: tenant.tenantName },
          { label: t('tenants.fields.email'), value: <span dir="ltr">{tenant.email}</span> },
          { label: t('tenants.fields.company'), value: <TenantCompany id={tenant.companyId} /> },
          { label: t('tenants.fields.createdAt'), value: format.date(tenant.createdAt) },
        ]}
      />
    </TenantSection>
  );
}

/** The company the tenant belongs to, linked to its profile; 'None' when it belongs to none. */
function TenantCompany({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const company = useTenantCompany(id);
  if (!id) return t('tenants.noCompany');
  return (
    <Link component={RouterLink} to={paths.cms.customer(id)} data-testid="tenant-company-link">
      {company.data?.organization ?? '…'}
    </Link>
  );
}

/** SPEC §3: the device profile types and network servers the tenant's users may use, as chips. */
export function TenantAccessSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const lists = [
    { key: 'allowedDeviceProfileTypes', values: tenant.allowedDeviceProfileTypes },
    { key: 'allowedNetworkServers', values: tenant.allowedNetworkServers },
  ] as const;
  return (
    <TenantSection title={t('tenants.access')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {lists.map(({ key, values }) => (
          <Box key={key} component="section" aria-label={t(`tenants.fields.${key}`)}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t(`tenants.fields.${key}`)}
            </Typography>
            {values.length === 0 ? (
              <Typography>{t('tenants.chips.none')}</Typography>
            ) : (
              <GridList sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {values.map((value) => (
                  <li key={value}>
                    <Chip label={<span dir="ltr">{value}</span>} variant="outlined" />
                  </li>
                ))}
              </GridList>
            )}
          </Box>
        ))}
      </Box>
    </TenantSection>
  );
}
