import type { AdminOrderExportQuery } from '@iot/shared/admin-orders';
import { csvPages } from '../../http/csv.ts';
import type { ServiceContext } from '../../service-context.ts';
import { listAdminOrders } from './admin-order-service.ts';

/**
 * GET /marketplace/orders/export.csv: every order the list's filters match (or the selected ones
 * among them), in the list's sort, read a page at a time; the columns of `orderCsvColumns`. The
 * order ID keeps its '#' so a spreadsheet does not read it as a number and drop its zeros.
 */
export function exportAdminOrders(ctx: ServiceContext, query: AdminOrderExportQuery) {
  const { ids, ...filters } = query;
  return csvPages(
    (page, limit) => listAdminOrders(ctx, { ...filters, ids: ids?.split(','), page, limit }),
    (order) => [
      `#${order.orderId}`,
      order.placedAt,
      order.customer.name,
      order.customer.email,
      order.customer.kind,
      order.status,
      order.paymentStatus,
      order.itemsQuantity,
      order.total,
      order.currency,
    ],
  );
}
