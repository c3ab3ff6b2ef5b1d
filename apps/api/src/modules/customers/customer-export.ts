import type { CustomerExportQuery } from '@iot/shared/admin-customers';
import { csvPages } from '../../http/csv.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findCustomers } from './customer-service.ts';

/**
 * GET /marketplace/customers/export.csv: every customer the list's filters match, in the list's
 * sort, read a page at a time; the columns of `customerCsvColumns`.
 */
export function exportCustomers(ctx: ServiceContext, query: CustomerExportQuery) {
  return csvPages(
    (page, limit) => findCustomers(ctx, { ...query, page, limit }),
    (customer) => [
      customer.name,
      customer.username,
      customer.email,
      customer.kind,
      customer.organization,
      customer.status,
      customer.ordersCount,
      customer.createdAt,
    ],
  );
}
