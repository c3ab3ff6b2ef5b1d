import { hasDocuments, invoiceNumberText } from '@iot/shared/order-documents';
import type { OrderStatus } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { conflict } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findInvoiceOfOrder, insertInvoiceAfter, lockInvoiceCounter } from './invoice-repository.ts';

/** The one invoice series today; the counter table can hold more (a series per year or per brand). */
export const invoiceSeries = 'global';

export type IssuedInvoice = { orderId: string; number: number; numberText: string; issuedAt: Date };

/**
 * The order's invoice: the one issued before, or a new one with the series' next number. Issuing
 * happens at most once per order, and numbers run without gaps or repeats: every issuer takes the
 * series' counter lock first and only then looks for an invoice (so a concurrent issuer's invoice,
 * committed while it waited, is found), and a failure rolls the counter back with the invoice.
 * Only an order whose payment was captured gets one (DESIGN §API: accepted, then shipped, delivered).
 */
export async function issueInvoice(
  ctx: ServiceContext,
  order: { id: string; status: OrderStatus },
): Promise<IssuedInvoice> {
  const existing = await findInvoiceOfOrder(ctx.db, order.id);
  const row =
    existing ??
    (await ctx.db.transaction(async (tx) => {
      const lastNumber = await lockInvoiceCounter(tx, invoiceSeries);
      const issued = await findInvoiceOfOrder(tx, order.id);
      if (issued) return issued;
      if (!hasDocuments(order.status)) throw conflict(serverMessages.documentsNotYet);
      return insertInvoiceAfter(tx, {
        orderId: order.id,
        series: invoiceSeries,
        lastNumber,
        issuedAt: ctx.clock.now(),
      });
    }));
  return {
    orderId: row.orderId,
    number: row.number,
    numberText: invoiceNumberText(row.number),
    issuedAt: row.issuedAt,
  };
}
