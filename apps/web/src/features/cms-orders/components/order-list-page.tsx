import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { orderStatuses } from '@iot/shared/orders';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { CustomDateFields } from '../../../components/cms/custom-date-fields.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { datePresets } from '../../../lib/date-presets.ts';
import { downloadOrdersCsv, useBulkAcceptOrders, useCmsOrders } from '../api/orders.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { orderListSearchSchema, type OrderListState } from '../lib/order-list-search.ts';
import { OrdersTable } from '../../../components/cms/orders-table.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { BulkAcceptDialog } from './bulk-accept-dialog.tsx';
import { useStaffAccess } from '../../../api/auth/admin-session.ts';

/**
 * SPEC §2 /cms/orders: every customer's orders with a status filter, search by order ID or
 * customer, the date presets of SPEC §9, sorting and paging, all kept in the URL. The filtered list
 * exports to CSV; selected rows (kept across pages) are accepted or exported together.
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(orderListSearchSchema);
  const orders = useCmsOrders(state);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [accepting, setAccepting] = useState(false);
  const bulkAccept = useBulkAcceptOrders();
  const can = useStaffAccess();

  const closeAccept = () => {
    setAccepting(false);
    // The accepted orders leave the selection; those refused stay, to be looked at.
    if (bulkAccept.data) setSelected(new Set(bulkAccept.data.data.filter((result) => !result.ok).map((r) => r.id)));
    bulkAccept.reset();
  };

  return (
    <>
      <PageHeader
        title={t('ordersAdmin.title')}
        actions={
          <DownloadButton
            label={t('cms.lists.exportCsv')}
            onDownload={() => downloadOrdersCsv(language, state)}
            testId="orders-export"
          />
        }
      />
      <Paper variant="outlined">
        <OrderFilters state={state} onChange={change} />
        {selected.size > 0 && (
          <Box
            role="toolbar"
            aria-label={t('ordersAdmin.selection.count', { count: selected.size })}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              bgcolor: 'action.selected',
            }}
            data-testid="orders-bulk-bar"
          >
            <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
              {t('ordersAdmin.selection.count', { count: selected.size })}
            </Typography>
            {can('orders:write') && (
              <Button variant="contained" onClick={() => setAccepting(true)} data-testid="orders-bulk-accept">
                {t('ordersAdmin.bulk.accept')}
              </Button>
            )}
            <DownloadButton
              label={t('ordersAdmin.bulk.export')}
              onDownload={() => downloadOrdersCsv(language, state, [...selected])}
              testId="orders-bulk-export"
            />
            <Button onClick={() => setSelected(new Set())}>{t('ordersAdmin.selection.clear')}</Button>
          </Box>
        )}
        <OrdersTable
          orders={orders.data?.data ?? []}
          query={orders}
          list={{ state, onChange: change, total: orders.data?.meta.total ?? 0 }}
          selection={{
            selected,
            onChange: setSelected,
            allLabel: t('ordersAdmin.selection.all'),
            rowLabel: (order) => t('ordersAdmin.selection.one', { id: format.digits(order.orderId) }),
          }}
        />
      </Paper>
      <BulkAcceptDialog
        open={accepting}
        count={selected.size}
        pending={bulkAccept.isPending}
        results={bulkAccept.data?.data ?? null}
        error={bulkAccept.error}
        onConfirm={() => bulkAccept.mutate([...selected])}
        onClose={closeAccept}
      />
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
