import type { ShipmentBody } from '@iot/shared/admin-orders';
import { serverMessages } from '@iot/shared/server-messages';
import { conflict } from '../http/app-error.ts';
import { withDb, type ServiceContext } from '../service-context.ts';
import { queueOrderMail } from '../modules/mail/shop-mail-service.ts';
import { lockOrder, recordShipment, type AdminActor } from '../modules/orders/admin-order-service.ts';

/**
 * POST /marketplace/orders/{id}/shipments: a parcel of an order in progress (another status: 409),
 * and in its transaction the customer's mail of it, with the parcel's tracking number and what it
 * holds (DESIGN §Operations: never lost, never early). The last parcel, sent with the move to
 * shipped (`change-order-status.ts`), has no mail of its own: the 'shipped' mail lists every parcel.
 */
export async function addShipment(
  ctx: ServiceContext,
  orderId: string,
  shipment: ShipmentBody,
  actor: AdminActor,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const order = await lockOrder(inTx, orderId);
    if (order.status !== 'in_progress') throw conflict(serverMessages.orderStatusChanged);
    const shipmentId = await recordShipment(inTx, orderId, shipment, actor);
    await queueOrderMail(inTx, orderId, 'parcel-shipped', { shipmentId });
  });
}
