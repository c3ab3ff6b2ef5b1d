import type { Language } from '@iot/shared/languages';
import { hasDocuments, type OrderDocumentKind } from '@iot/shared/order-documents';
import { serverMessages } from '@iot/shared/server-messages';
import { conflict } from '../../http/app-error.ts';
import type { Owner } from '../../db/owner-columns.ts';
import type { ServiceContext } from '../../service-context.ts';
import { getAdminOrder } from '../orders/admin-order-service.ts';
import { getOwnOrder } from '../orders/order-service.ts';
import { readSettings } from '../settings/settings-service.ts';
import { issueInvoice } from './invoice-service.ts';
import { renderInvoice, renderPackingSlip } from './order-document-pdf.ts';
import { readTogether } from '../../db/read-together.ts';

export type OrderDocumentFile = { filename: string; pdf: Buffer };

/**
 * The order's invoice (issued at the first request, then the same number for ever) or its packing
 * slip, in `language`. Both sides get the same document: it is drawn from the back office's view
 * of the order, which also names the customer's e-mail.
 */
export async function orderDocument(
  ctx: ServiceContext,
  orderId: string,
  kind: OrderDocumentKind,
  language: Language,
): Promise<OrderDocumentFile> {
  const [order, settings] = await readTogether(ctx.db, [
    () => getAdminOrder(ctx, orderId, language),
    () => readSettings(ctx),
  ]);
  if (kind === 'invoice') {
    const invoice = await issueInvoice(ctx, { id: order._id, status: order.status });
    const pdf = await renderInvoice({
      order,
      seller: settings.seller,
      invoice,
      customerEmail: order.customer.email,
      language,
    });
    return { filename: `invoice-${invoice.numberText}.pdf`, pdf };
  }
  if (!hasDocuments(order.status)) throw conflict(serverMessages.documentsNotYet);
  const pdf = await renderPackingSlip({ order, seller: settings.seller, language });
  return { filename: `packing-slip-${order.orderId}.pdf`, pdf };
}

/** The same for the signed-in customer's own order; any other id is 404 (DESIGN §API). */
export async function ownOrderDocument(
  ctx: ServiceContext,
  owner: Owner,
  orderId: string,
  kind: OrderDocumentKind,
  language: Language,
): Promise<OrderDocumentFile> {
  await getOwnOrder(ctx, owner, orderId, language);
  return orderDocument(ctx, orderId, kind, language);
}
