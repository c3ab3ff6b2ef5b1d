import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { licenseStatuses, type LicenseAllocation } from '@iot/shared/licenses';
import type { WithId } from '../../../api/client.ts';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { RowAction } from '../../../components/cms/row-action.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { listPageSizes } from '../../../lib/list-page.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import type { LicenseListState } from '../../../api/cms-licenses.ts';
import { useLicenseAllocations } from '../api/licenses.ts';
import { readLicenseListState, writeLicenseListState } from '../lib/list-state.ts';

/** SPEC §2 /cms/licenses: every allocation with its seats, period and status; filters in the URL. */
export function LicenseListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [params, setParams] = useSearchParams();
  const state = readLicenseListState(params);
  const allocations = useLicenseAllocations(state);
  const rows = allocations.data?.data ?? [];
  const change = (next: Partial<LicenseListState>) =>
    setParams(writeLicenseListState({ ...state, page: 1, ...next }), { replace: true });
  const tenantName = state.tenantId ? rows[0]?.tenant.tenantName : undefined;

  return (
    <>
      <PageHeader
        title={t('licenses.title')}
        actions={
          <Button
            component={RouterLink}
            to={paths.cms.licenseNew(state.tenantId ? { tenant: state.tenantId } : undefined)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('licenses.add')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            p: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 380px) minmax(160px, 220px) auto' },
          }}
        >
          <ListSearchField
            label={t('licenses.searchLabel')}
            value={state.search}
            onCommit={(search) => change({ search })}
            testId="license-search"
          />
          <FilterSelect
            label={t('licenses.status')}
            value={state.status}
            options={licenseStatuses}
            optionLabel={(status) => t(`store.licenses.statuses.${status}`)}
            allLabel={t('licenses.allStatuses')}
            onChange={(status) => change({ status })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={state.nearlyUsedUp}
                onChange={(event) => change({ nearlyUsedUp: event.target.checked })}
              />
            }
            label={t('licenses.nearlyUsedUp')}
          />
        </Box>
        {state.tenantId && (
          <Box sx={{ px: 2, pb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={t('licenses.tenantFilter', { name: tenantName ?? '…' })} />
            <Button size="small" onClick={() => change({ tenantId: '' })}>
              {t('licenses.clearTenant')}
            </Button>
          </Box>
        )}
        <TableContainer>
          <Table aria-label={t('licenses.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('licenses.fields.product')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('licenses.fields.tenant')}</TableCell>
                <TableCell>{t('licenses.fields.seats')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('licenses.fields.period')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('licenses.fields.expiresAt')}
                </TableCell>
                <TableCell>{t('licenses.fields.status')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('licenses.fields.source')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('licenses.fields.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={8}
                loading={allocations.isPending}
                error={allocations.isError}
                empty={allocations.isSuccess && rows.length === 0}
                onRetry={() => void allocations.refetch()}
              />
              {rows.map((allocation) => (
                <LicenseRow key={allocation.id} allocation={allocation} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={allocations.data?.meta.total ?? 0}
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

function LicenseRow({ allocation }: { allocation: WithId<LicenseAllocation> }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  return (
    <TableRow hover data-testid="license-row">
      <TableCell sx={{ maxWidth: 0, width: { xs: '45%', md: '26%' } }}>
        <Link component={RouterLink} to={paths.cms.license(allocation.id)} sx={{ fontWeight: 600 }}>
          {allocation.product.name}
        </Link>
        <Typography variant="body2" color="text.secondary" dir="ltr" noWrap sx={{ textAlign: 'start' }}>
          {allocation.product.code}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { sm: 'none' } }}>
          {allocation.tenant.tenantName}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <Link component={RouterLink} to={paths.cms.licenses({ tenant: allocation.tenant.id })}>
          {allocation.tenant.tenantName}
        </Link>
      </TableCell>
      <TableCell>
        <SeatUsage used={allocation.seatsUsed} total={allocation.seats} />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
        {t(`store.licenses.periods.${allocation.period}`)}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
        {format.date(allocation.expiresAt)}
      </TableCell>
      <TableCell>
        <LicenseStatusChip status={allocation.status} />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
        {allocation.order ? (
          <Link component={RouterLink} to={paths.cms.order(allocation.order.id)}>
            {t('licenses.fromOrder', { number: format.digits(allocation.order.orderId) })}
          </Link>
        ) : (
          t('licenses.byHand')
        )}
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <RowAction
          label={t('licenses.viewOf', { product: allocation.product.name, tenant: allocation.tenant.tenantName })}
          to={paths.cms.license(allocation.id)}
          icon={<ViewIcon />}
        />
      </TableCell>
    </TableRow>
  );
}
