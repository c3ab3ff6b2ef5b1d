import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { RowAction } from '../../../components/cms/row-action.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import type { TenantListState } from '../../../api/cms-tenants.ts';
import { useCmsTenants } from '../api/tenants.ts';
import { pageSizes, readTenantListState, writeTenantListState } from '../lib/list-state.ts';

const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** SPEC §7 admin tenant-management/tenants at /cms/tenants: searched by name or e-mail, paged, in the URL. */
export function TenantListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [params, setParams] = useSearchParams();
  const state = readTenantListState(params);
  const tenants = useCmsTenants(state);
  const rows = tenants.data?.data ?? [];
  const change = (next: Partial<TenantListState>) =>
    setParams(writeTenantListState({ ...state, page: 1, ...next }), { replace: true });

  return (
    <>
      <PageHeader
        title={t('tenants.title')}
        actions={
          <Button component={RouterLink} to={paths.cms.tenantAdd()} variant="contained" startIcon={<AddIcon />}>
            {t('tenants.add.link')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 420px)' }, p: 2 }}>
          <ListSearchField
            label={t('tenants.searchLabel')}
            value={state.search}
            onCommit={(text) => change({ search: text })}
          />
        </Box>
        <TableContainer>
          <Table aria-label={t('tenants.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tenants.fields.tenantName')}</TableCell>
                <TableCell sx={wideOnly}>{t('tenants.fields.allowedDeviceProfileTypes')}</TableCell>
                <TableCell sx={wideOnly}>{t('tenants.fields.allowedNetworkServers')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('tenants.fields.createdAt')}
                </TableCell>
                <TableCell align="right">{t('tenants.users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={5}
                loading={tenants.isPending}
                error={tenants.isError}
                empty={tenants.isSuccess && rows.length === 0}
                onRetry={() => void tenants.refetch()}
              />
              {rows.map((tenant) => (
                <TableRow key={tenant.id} hover>
                  <TableCell sx={{ maxWidth: 0, width: { xs: '75%', md: '40%' } }}>
                    <Link component={RouterLink} to={paths.cms.tenant(tenant.id)} sx={{ fontWeight: 600 }}>
                      {tenant.tenantName}
                    </Link>
                    <Typography variant="body2" color="text.secondary" dir="ltr" noWrap sx={{ textAlign: 'start' }}>
                      {tenant.email}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wideOnly}>{format.number(tenant.allowedDeviceProfileTypes.length)}</TableCell>
                  <TableCell sx={wideOnly}>{format.number(tenant.allowedNetworkServers.length)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {format.date(tenant.createdAt)}
                  </TableCell>
                  <TableCell align="right">
                    <RowAction
                      label={t('tenants.edit.titleOf', { name: tenant.tenantName })}
                      to={paths.cms.tenantEdit(tenant.id)}
                      icon={<EditIcon />}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={tenants.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={pageSizes}
          onPage={(page) => change({ page })}
          onLimit={(limit) => change({ limit })}
        />
      </Paper>
    </>
  );
}
