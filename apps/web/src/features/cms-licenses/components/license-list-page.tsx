import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { licenseAllocationListQuerySchema, licenseStatuses, type LicenseAllocation } from '@iot/shared/licenses';
import type { WithId } from '../../../api/client.ts';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { RowAction } from '../../../components/cms/row-action.tsx';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { licenseUrlKeys } from '../../../api/cms-licenses.ts';
import { useLicenseAllocations } from '../api/licenses.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { holderName, LicenseHolder } from './license-holder.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { RecordLink } from '../../../components/cms/record-name.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

/** SPEC §2 /cms/licenses: every allocation with its seats, period and status; filters in the URL. */
export function LicenseListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(licenseAllocationListQuerySchema, licenseUrlKeys);
  const allocations = useLicenseAllocations(state);
  const rows = allocations.data?.data ?? [];
  const tenantName = state.tenantId ? rows[0]?.tenant?.tenantName : undefined;
  // A role that may only read opens each allocation, allocates nothing (DESIGN §Operations).
  const writable = useCanWrite('customers');
  const columns: DataListColumn<WithId<LicenseAllocation>>[] = [
    {
      header: t('licenses.fields.product'),
      sx: { maxWidth: 0, width: { xs: '45%', md: '26%' } },
      cell: (allocation) => (
        <RecordLink
          to={paths.cms.license(allocation.id)}
          name={allocation.product.name}
          detail={allocation.product.code}
        />
      ),
    },
    {
      header: t('licenses.fields.holder'),
      hiddenBelow: 'sm',
      cell: (allocation) => (
        <LicenseHolder allocation={allocation} tenantTo={(tenant) => paths.cms.licenses({ tenant })} />
      ),
    },
    {
      header: t('licenses.fields.seats'),
      cell: (allocation) => <SeatUsage used={allocation.seatsUsed} total={allocation.seats} />,
    },
    {
      header: t('licenses.fields.period'),
      hiddenBelow: 'lg',
      cell: (allocation) => t(`store.licenses.periods.${allocation.period}`),
    },
    {
      header: t('licenses.fields.expiresAt'),
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (allocation) => format.date(allocation.expiresAt),
    },
    { header: t('licenses.fields.status'), cell: (allocation) => <LicenseStatusChip status={allocation.status} /> },
    {
      header: t('licenses.fields.source'),
      hiddenBelow: 'lg',
      cell: (allocation) =>
        allocation.order ? (
          <Link component={RouterLink} to={paths.cms.order(allocation.order.id)}>
            {t('licenses.fromOrder', { number: format.digits(allocation.order.orderId) })}
          </Link>
        ) : (
          t('licenses.byHand')
        ),
    },
    {
      header: t('licenses.fields.actions'),
      align: 'right',
      hiddenBelow: 'sm',
      cell: (allocation) => (
        <RowAction
          label={t('licenses.viewOf', { product: allocation.product.name, tenant: holderName(allocation) })}
          to={paths.cms.license(allocation.id)}
          icon={<ViewIcon />}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('licenses.title')}
        actions={
          writable && (
            <Button
              component={RouterLink}
              to={paths.cms.licenseNew(state.tenantId ? { tenant: state.tenantId } : undefined)}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('licenses.add')}
            </Button>
          )
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
            value={state.search ?? ''}
            onCommit={(search) => change({ search })}
            testId="license-search"
          />
          <FilterSelect
            label={t('licenses.status')}
            value={state.status ?? ''}
            options={licenseStatuses}
            optionLabel={(status) => t(`store.licenses.statuses.${status}`)}
            allLabel={t('licenses.allStatuses')}
            onChange={(status) => change({ status: status || undefined })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={state.nearlyUsedUp ?? false}
                onChange={(event) => change({ nearlyUsedUp: event.target.checked || undefined })}
              />
            }
            label={t('licenses.nearlyUsedUp')}
          />
        </Box>
        {state.tenantId && (
          <Box sx={{ px: 2, pb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={t('licenses.tenantFilter', { name: tenantName ?? '…' })} />
            <Button size="small" onClick={() => change({ tenantId: undefined })}>
              {t('licenses.clearTenant')}
            </Button>
          </Box>
        )}
        <DataList
          label={t('licenses.title')}
          columns={columns}
          rows={rows}
          rowKey={(allocation) => allocation.id}
          rowTestId="license-row"
          phone={(allocation) => (
            <Box
              component="span"
              // A Latin name in the Arabic list keeps its start and loses its end.
              dir="auto"
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {holderName(allocation)}
            </Box>
          )}
          total={allocations.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={allocations}
        />
      </Paper>
    </>
  );
}
