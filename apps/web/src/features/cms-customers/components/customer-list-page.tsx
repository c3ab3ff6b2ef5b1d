import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { customerStatuses } from '@iot/shared/admin-customers';
import { customerKinds } from '@iot/shared/admin-orders';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { showAll } from '../../../components/cms/select-props.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCmsCustomers, type CustomerListState } from '../api/customers.ts';
import { listPageSizes } from '../../../lib/list-page.ts';
import { defaultSort, readCustomerListState, sorts, splitSort, type Sort } from '../lib/list-state.ts';
import { CustomerStatusChip } from '../../../components/cms/customer-status-chip.tsx';

/** SPEC §2 /cms/customers: company accounts and tenant users, searched and filtered in the URL. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [params, setParams] = useSearchParams();
  const state = readCustomerListState(params);
  const customers = useCmsCustomers(state);
  const rows = customers.data?.data ?? [];
  const sort: Sort = `${state.sort}-${state.order}`;
  const change = (next: Partial<CustomerListState>) => {
    const merged = { ...state, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.limit !== 10) query.set('limit', String(merged.limit));
    if (merged.search) query.set('search', merged.search);
    if (merged.kind) query.set('kind', merged.kind);
    if (merged.status) query.set('status', merged.status);
    if (`${merged.sort}-${merged.order}` !== defaultSort) query.set('sort', `${merged.sort}-${merged.order}`);
    setParams(query, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('customers.title')}
        actions={
          <Button component={RouterLink} to={paths.cms.customerAdd()} variant="contained">
            {t('customers.add.link')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 1fr) repeat(3, minmax(140px, 200px))' },
            gap: 2,
            p: 2,
          }}
        >
          <ListSearchField
            label={t('customers.searchLabel')}
            value={state.search}
            onCommit={(text) => change({ search: text })}
          />
          <TextField
            select
            size="small"
            label={t('customers.filters.kind')}
            slotProps={showAll}
            value={state.kind}
            onChange={(event) => change({ kind: event.target.value as CustomerListState['kind'] })}
          >
            <MenuItem value="">{t('customers.filters.all')}</MenuItem>
            {customerKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`customers.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('customers.filters.status')}
            slotProps={showAll}
            value={state.status}
            onChange={(event) => change({ status: event.target.value as CustomerListState['status'] })}
          >
            <MenuItem value="">{t('customers.filters.all')}</MenuItem>
            {customerStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`customers.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('customers.filters.sort')}
            value={sort}
            onChange={(event) => change(splitSort(event.target.value as Sort))}
          >
            {sorts.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`customers.sorts.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TableContainer>
          <Table aria-label={t('customers.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.fields.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('customers.fields.kind')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('customers.fields.organization')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('customers.fields.ordersCount')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                  {t('customers.fields.createdAt')}
                </TableCell>
                <TableCell>{t('customers.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={6}
                loading={customers.isPending}
                error={customers.isError}
                empty={customers.isSuccess && rows.length === 0}
                onRetry={() => void customers.refetch()}
              />
              {rows.map((customer) => (
                <TableRow key={customer.id} hover>
                  <TableCell sx={{ maxWidth: 0, width: { xs: '60%', md: '30%' } }}>
                    <Link component={RouterLink} to={paths.cms.customer(customer.id)} sx={{ fontWeight: 600 }}>
                      {customer.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary" dir="ltr" noWrap sx={{ textAlign: 'start' }}>
                      {customer.email}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t(`customers.kinds.${customer.kind}`)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{customer.organization}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {format.number(customer.ordersCount)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {format.date(customer.createdAt)}
                  </TableCell>
                  <TableCell>
                    <CustomerStatusChip status={customer.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={customers.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={listPageSizes}
          onPage={(page) => change({ page })}
          onLimit={(limit) => change({ limit })}
        />
      </Paper>
    </>
  );
}
