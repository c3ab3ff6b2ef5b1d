import type { BulkOrderResult } from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { AppError } from '../http/app-error.ts';
import type { ServiceContext } from '../service-context.ts';
import type { AuditActor } from '../modules/audit/audit-service.ts';
import { readOrderRow, type AdminActor } from '../modules/orders/admin-order-service.ts';
import { orderNumberText } from '../modules/orders/order-service.ts';
import { changeOrderStatus } from './change-order-status.ts';

/**
 * POST /marketplace/orders/bulk-accept: each order accepted on its own, one after another, by the
 * same workflow as a single accept (its capture outside any transaction, its history row and audit
 * entry), so that one refusal — changed meanwhile (409), capture declined (402), unknown (404) —
 * leaves the others accepted. A refusal is reported with its message in the request's language;
 * anything else is a fault and ends the request as a 500, as a single accept would.
 */
export async function acceptOrders(
  ctx: ServiceContext,
  ids: readonly string[],
  actor: AdminActor,
  language: Language,
  audit: AuditActor,
): Promise<BulkOrderResult[]> {
  const results: BulkOrderResult[] = [];
  for (const id of new Set(ids)) {
    try {
      const order = await changeOrderStatus(ctx, id, { from: 'pending', to: 'in_progress' }, actor, language, audit);
      results.push({ _id: id, orderId: order.orderId, ok: true, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const order = await readOrderRow(ctx, id).catch(() => null);
      results.push({
        _id: id,
        orderId: order ? orderNumberText(order.number) : null,
        ok: false,
        error: { status: error.statusCode, code: error.code, message: localizeMessage(error.message, language) },
      });
    }
  }
  return results;
}
