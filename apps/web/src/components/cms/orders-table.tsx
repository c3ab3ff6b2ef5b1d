import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { adminOrderSortFields, AdminOrderSummary } from '@iot/shared/admin-orders';
import type { WithId } from '../../api/client.ts';
import { TableStateRow } from './table-state-row.tsx';
import { OrderStatusChip } from '../order-status-chip.tsx';
import { usePaths } from '../../lib/paths.ts';
import { useCatalogFormat } from '../../lib/use-catalog-format.ts';

type OrderSortField = (typeof adminOrderSortFields)[number];

export type OrdersTableSort = {
  field: OrderSortField;
  order: 'asc' | 'desc';
  onSort: (field: OrderSortField, order: 'asc' | 'desc') => void;
};

type Props = {
  orders: WithId<AdminOrderSummary>[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Leave the customer column out (e.g. on a customer's own page). */
  hideCustomer?: boolean;
  /** Sortable headers (order ID, placed, total), when the list can sort. */
  sort?: OrdersTableSort;
};

// At phone width the customer and the date move under the order ID; items and payment are left out.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { xs: 'block', sm: 'none' } };

/** Orders as a table (SPEC §2 /cms/orders), each row linking to the order. */
export function OrdersTable({ orders, loading, error, onRetry, hideCustomer = false, sort }: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const paths = usePaths();
  const columns = hideCustomer ? 6 : 7;
  const showRows = !loading && !error;

  const header = (field: OrderSortField, label: string) => {
    if (!sort) return label;
    const active = sort.field === field;
    return (
      <TableSortLabel
        active={active}
        direction={active ? sort.order : field === 'placedAt' ? 'desc' : 'asc'}
        onClick={() => sort.onSort(field, active && sort.order === 'desc' ? 'asc' : 'desc')}
        aria-label={t('ordersAdmin.sortBy', { column: label })}
      >
        {label}
      </TableSortLabel>
    );
  };
  const sorted = (field: OrderSortField) =>
    sort?.field === field ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <TableContainer>
      <Table size="small" aria-label={t('ordersAdmin.title')}>
        <TableHead>
          <TableRow>
            <TableCell aria-sort={sorted('orderId')}>{header('orderId', t('ordersAdmin.columns.orderId'))}</TableCell>
            {hideCustomer ? null : <TableCell sx={wideOnly}>{t('ordersAdmin.columns.customer')}</TableCell>}
            <TableCell sx={wideOnly} aria-sort={sorted('placedAt')}>
              {header('placedAt', t('ordersAdmin.columns.placed'))}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }} align="right">
              {t('ordersAdmin.columns.items')}
            </TableCell>
            <TableCell align="right" aria-sort={sorted('total')}>
              {header('total', t('ordersAdmin.columns.total'))}
            </TableCell>
            <TableCell>{t('ordersAdmin.columns.status')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('ordersAdmin.columns.payment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStateRow
            columns={columns}
            loading={loading}
            error={error}
            empty={orders.length === 0}
            onRetry={onRetry}
          />
          {showRows
            ? orders.map((order) => (
                <TableRow key={order.id} hover data-testid="order-row">
                  <TableCell>
                    <Link component={RouterLink} to={paths.cms.order(order.id)} sx={{ fontWeight: 600 }}>
                      #{format.digits(order.orderId)}
                    </Link>
                    <Typography variant="body2" color="text.secondary" sx={phoneOnly}>
                      {hideCustomer ? null : (
                        <>
                          <bdi>{order.customer.name}</bdi>
                          <br />
                        </>
                      )}
                      {format.date(order.placedAt)}
                    </Typography>
                  </TableCell>
                  {hideCustomer ? null : (
                    <TableCell sx={wideOnly}>
                      <bdi>{order.customer.name}</bdi>
                    </TableCell>
                  )}
                  <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{format.date(order.placedAt)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }} align="right">
                    {format.number(order.itemsQuantity)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {format.price(order.total, order.currency)}
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t(`orders.paymentStatuses.${order.paymentStatus}`)}
                  </TableCell>
                </TableRow>
              ))
            : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
