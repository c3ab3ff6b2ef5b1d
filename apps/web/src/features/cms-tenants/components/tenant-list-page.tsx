import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tenantListQuerySchema } from '@iot/shared/auth';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { RowAction } from '../../../components/cms/row-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCmsTenants } from '../api/tenants.ts';
import { RecordLink } from '../../../components/cms/record-name.tsx';
import { useStaffAccess } from '../../../api/auth/admin-session.ts';

type TenantRow = NonNullable<ReturnType<typeof useCmsTenants>['data']>['data'][number];

/** SPEC §7 admin tenant-management/tenants at /cms/tenants: searched by name or e-mail, paged, in the URL. */
export function TenantListPage() {
  const { t } = useTranslation();
  const can = useStaffAccess();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(tenantListQuerySchema);
  const tenants = useCmsTenants(state);
  const columns: DataListColumn<TenantRow>[] = [
    {
      header: t('tenants.fields.tenantName'),
      sx: { maxWidth: 0, width: { xs: '75%', md: '40%' } },
      cell: (tenant) => <RecordLink to={paths.cms.tenant(tenant.id)} name={tenant.tenantName} detail={tenant.email} />,
    },
    {
      header: t('tenants.fields.allowedDeviceProfileTypes'),
      hiddenBelow: 'md',
      cell: (tenant) => format.number(tenant.allowedDeviceProfileTypes.length),
    },
    {
      header: t('tenants.fields.allowedNetworkServers'),
      hiddenBelow: 'md',
      cell: (tenant) => format.number(tenant.allowedNetworkServers.length),
    },
    {
      header: t('tenants.fields.createdAt'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (tenant) => format.date(tenant.createdAt),
    },
    // A role that may only read sees the list, nothing to change in it (DESIGN §Operations).
    {
      header: t('tenants.users.actions'),
      shown: can('customers:write'),
      align: 'right',
      cell: (tenant) => (
        <RowAction
          label={t('tenants.edit.titleOf', { name: tenant.tenantName })}
          to={paths.cms.tenantEdit(tenant.id)}
          icon={<EditIcon />}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('tenants.title')}
        actions={
          can('customers:write') && (
            <Button component={RouterLink} to={paths.cms.tenantAdd()} variant="contained" startIcon={<AddIcon />}>
              {t('tenants.add.link')}
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 420px)' }, p: 2 }}>
          <ListSearchField
            label={t('tenants.searchLabel')}
            value={state.search ?? ''}
            onCommit={(text) => change({ search: text })}
          />
        </Box>
        <DataList
          label={t('tenants.title')}
          columns={columns}
          rows={tenants.data?.data ?? []}
          rowKey={(tenant) => tenant.id}
          total={tenants.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={tenants}
        />
      </Paper>
    </>
  );
}
