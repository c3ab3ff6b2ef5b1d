import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCmsTenant } from '../api/tenants.ts';
import { RecordLoadError } from '../../../components/record-load-error.tsx';
import { tenantSections } from './tenant-sections.ts';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

/** /cms/tenants/{id}: the tenant, composed of its sections (details, allowed lists, users, orders). */
export function TenantViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const tenant = useCmsTenant(id);
  // A role that may only read sees the tenant, its users, licenses and orders, and changes none (DESIGN §Operations).
  const writable = useCanWrite('customers');

  if (tenant.isPending) return <PageLoading />;
  if (tenant.isError) return <RecordLoadError error={tenant.error} onRetry={() => void tenant.refetch()} />;
  const item = tenant.data;
  return (
    <>
      <PageHeader
        title={item.tenantName}
        subtitle={<span dir="ltr">{item.email}</span>}
        breadcrumbs={[{ label: t('tenants.title'), to: paths.cms.tenants() }, { label: item.tenantName }]}
        actions={
          writable && (
            <Button
              component={RouterLink}
              to={paths.cms.tenantEdit(item.id)}
              variant="contained"
              startIcon={<EditIcon />}
            >
              {t('tenants.edit.link')}
            </Button>
          )
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {tenantSections.map(({ key, Section, wide }) => (
          <Box key={key} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0, display: 'grid' }}>
            <Section tenant={item} />
          </Box>
        ))}
      </Box>
    </>
  );
}
