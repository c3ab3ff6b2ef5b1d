import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { adminOrderSortFields, AdminOrderSummary } from '@iot/shared/admin-orders';
import type { WithId } from '../../api/client.ts';
import { DataList, type DataListColumn, type RowSelection } from './data-list.tsx';
import { OrderStatusChip } from '../order-status-chip.tsx';
import { usePaths } from '../../lib/paths.ts';
import { useCatalogFormat } from '../../lib/use-catalog-format.ts';
import { SandboxPaymentChip } from '../payments/sandbox-payment-chip.tsx';

type OrderSortField = (typeof adminOrderSortFields)[number];
type Order = WithId<AdminOrderSummary>;
type ListState = { page: number; limit: number; sort: OrderSortField; order: 'asc' | 'desc' };

type Props = {
  orders: Order[];
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Leave the customer column out (e.g. on a customer's own page). */
  hideCustomer?: boolean;
  /** Sortable headers (order ID, placed, total) and paging, when the list keeps them in its URL. */
  list?: { state: ListState; onChange: (change: Partial<ListState>) => void; total: number };
  /** Orders picked for a bulk action (the orders list). */
  selection?: RowSelection<Order>;
};

const unpaged = { page: 1, limit: 10 };

/** Orders as a table (SPEC §2 /cms/orders), each row linking to the order. */
export function OrdersTable({ orders, query, hideCustomer = false, list, selection }: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const paths = usePaths();
  const sortable = (field: OrderSortField) => (list ? field : undefined);

  // At phone width the customer, the date and the total move under the order ID (beside the
  // selection's boxes only the status fits); items and payment are left out.
  const columns: DataListColumn<Order, OrderSortField>[] = [
    {
      header: t('ordersAdmin.columns.orderId'),
      sortKey: sortable('orderId'),
      cell: (order) => (
        <Link component={RouterLink} to={paths.cms.order(order.id)} sx={{ fontWeight: 600 }}>
          #{format.digits(order.orderId)}
        </Link>
      ),
    },
    ...(hideCustomer
      ? []
      : [
          {
            header: t('ordersAdmin.columns.customer'),
            hiddenBelow: 'sm',
            cell: (order) => <bdi>{order.customer.name}</bdi>,
          } satisfies DataListColumn<Order, OrderSortField>,
        ]),
    {
      header: t('ordersAdmin.columns.placed'),
      sortKey: sortable('placedAt'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (order) => format.date(order.placedAt),
    },
    {
      header: t('ordersAdmin.columns.items'),
      align: 'right',
      hiddenBelow: 'md',
      cell: (order) => format.number(order.itemsQuantity),
    },
    {
      header: t('ordersAdmin.columns.total'),
      sortKey: sortable('total'),
      align: 'right',
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (order) => format.price(order.total, order.currency),
    },
    { header: t('ordersAdmin.columns.status'), cell: (order) => <OrderStatusChip status={order.status} /> },
    {
      header: t('ordersAdmin.columns.payment'),
      hiddenBelow: 'md',
      cell: (order) => (
        <>
          {t(`orders.paymentStatuses.${order.paymentStatus}`)}
          <SandboxPaymentChip driver={order.paymentDriver} />
        </>
      ),
    },
  ];

  return (
    <DataList
      label={t('ordersAdmin.title')}
      size="small"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      rowTestId="order-row"
      phone={(order) => (
        <>
          {hideCustomer ? null : (
            <>
              <bdi>{order.customer.name}</bdi>
              <br />
            </>
          )}
          {format.date(order.placedAt)}
          <br />
          <bdi>{format.price(order.total, order.currency)}</bdi>
          <SandboxPaymentChip driver={order.paymentDriver} />
        </>
      )}
      total={list?.total ?? orders.length}
      state={list?.state ?? unpaged}
      onChange={(change) => list?.onChange(change)}
      query={query}
      paged={Boolean(list)}
      selection={selection}
    />
  );
}
