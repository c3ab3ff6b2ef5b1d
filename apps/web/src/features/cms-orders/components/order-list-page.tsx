import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { orderStatuses } from '@iot/shared/orders';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { CustomDateFields } from '../../../components/cms/custom-date-fields.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { datePresets } from '../../../lib/date-presets.ts';
import { useCmsOrders } from '../api/orders.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { orderListSearchSchema, type OrderListState } from '../lib/order-list-search.ts';
import { OrdersTable } from '../../../components/cms/orders-table.tsx';

/**
 * SPEC §2 /cms/orders: every customer's orders with a status filter, search by order ID or
 * customer, the date presets of SPEC §9, sorting and paging, all kept in the URL.
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const [state, change] = useListSearch(orderListSearchSchema);
  const orders = useCmsOrders(state);

  return (
    <>
      <PageHeader title={t('ordersAdmin.title')} />
      <Paper variant="outlined">
        <OrderFilters state={state} onChange={change} />
        <OrdersTable
          orders={orders.data?.data ?? []}
          query={orders}
          list={{ state, onChange: change, total: orders.data?.meta.total ?? 0 }}
        />
      </Paper>
    </>
  );
}

function OrderFilters({
  state,
  onChange,
}: {
  state: OrderListState;
  onChange: (next: Partial<OrderListState>) => void;
}) {
  const { t } = useTranslation();
  const custom = state.date === 'custom';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 2fr) repeat(2, minmax(160px, 1fr))' },
        gap: 2,
        p: 2,
      }}
    >
      <ListSearchField
        label={t('ordersAdmin.search')}
        value={state.search ?? ''}
        onCommit={(search) => onChange({ search })}
        testId="orders-search"
      />
      <FilterSelect
        label={t('ordersAdmin.filters.status')}
        value={state.status ?? ''}
        options={orderStatuses}
        optionLabel={(status) => t(`orders.statuses.${status}`)}
        allLabel={t('ordersAdmin.filters.all')}
        onChange={(status) => onChange({ status: status || undefined })}
        testId="orders-status-filter"
      />
      <FilterSelect
        label={t('ordersAdmin.filters.date')}
        value={state.date ?? ''}
        options={datePresets}
        optionLabel={(preset) => t(`ordersAdmin.datePresets.${preset}`)}
        allLabel={t('ordersAdmin.filters.anyDate')}
        onChange={(date) => onChange({ date: date || undefined, from: undefined, to: undefined })}
        testId="orders-date-filter"
      />
      {state.customer && (
        <Chip
          label={t('ordersAdmin.filters.oneCustomer')}
          onDelete={() => onChange({ customer: undefined })}
          sx={{ justifySelf: 'start', alignSelf: 'center' }}
        />
      )}
      {custom && (
        <CustomDateFields
          days={state}
          labels={{ from: t('ordersAdmin.filters.from'), to: t('ordersAdmin.filters.to') }}
          onChange={onChange}
          testIdPrefix="orders-date"
        />
      )}
    </Box>
  );
}
