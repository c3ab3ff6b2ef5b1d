import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminOrderSummary } from '@iot/shared/admin-orders';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { OrderStatusChip } from '../../../components/order-status-chip.tsx';

type Props = {
  orders: AdminOrderSummary[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Leave the customer column out (e.g. on a customer's own page). */
  hideCustomer?: boolean;
};

/** Orders as a table (SPEC §2 /cms/orders); scrolls sideways at phone width. */
export function OrdersTable({ orders, loading, error, onRetry, hideCustomer = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const columns = hideCustomer ? 6 : 7;
  const showRows = !loading && !error;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ordersAdmin.columns.orderId')}</TableCell>
            {hideCustomer ? null : <TableCell>{t('ordersAdmin.columns.customer')}</TableCell>}
            <TableCell>{t('ordersAdmin.columns.placed')}</TableCell>
            <TableCell align="right">{t('ordersAdmin.columns.items')}</TableCell>
            <TableCell align="right">{t('ordersAdmin.columns.total')}</TableCell>
            <TableCell>{t('ordersAdmin.columns.status')}</TableCell>
            <TableCell>{t('ordersAdmin.columns.payment')}</TableCell>
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
                <TableRow key={order._id} hover data-testid="order-row">
                  <TableCell>
                    <Link component={RouterLink} to={paths.cms.order(order._id)}>
                      {order.orderId}
                    </Link>
                  </TableCell>
                  {hideCustomer ? null : <TableCell>{order.customer.name}</TableCell>}
                  <TableCell>{formatDateTime(order.placedAt, language)}</TableCell>
                  <TableCell align="right">{formatNumber(order.itemsQuantity, language)}</TableCell>
                  <TableCell align="right">{formatPrice(order.total, order.currency, language)}</TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell>{t(`orders.paymentStatuses.${order.paymentStatus}`)}</TableCell>
                </TableRow>
              ))
            : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
