import { lastShipmentSchema, type AdminOrder, type OrderStatusBody } from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { transitionKind } from '@iot/shared/order-transitions';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import { badRequest, conflict, paymentRequired, validationFailed } from '../http/app-error.ts';
import { fieldsFromIssues } from '../http/validation-fields.ts';
import { withDb, type ServiceContext } from '../service-context.ts';
import { recordAudit, type AuditActor } from '../modules/audit/audit-service.ts';
import { releaseDiscountUses } from '../modules/discounts/discount-reader.ts';
import { returnStock } from '../modules/inventory/inventory-service.ts';
import { allocateOrderLicenses } from '../modules/licenses/license-service.ts';
import { queueOrderMail, type OrderMailEvent } from '../modules/mail/shop-mail-service.ts';
import {
  getAdminOrder,
  lockOrder,
  moveStatus,
  readOrderLines,
  readOrderRow,
  recordShipment,
  type AdminActor,
  type OrderRow,
  type StatusActor,
} from '../modules/orders/admin-order-service.ts';
import { orderNumberText } from '../modules/orders/order-service.ts';
import {
  claimPaymentTransaction,
  readPaymentTransactions,
  settlePaymentTransaction,
  settleReclaimedTransaction,
  transactionStatuses,
  type PaymentTransactionKind,
  type PaymentTransactionRow,
} from '../modules/payments/payment-transaction-service.ts';

/**
 * PATCH /marketplace/orders/{id}/status (SPEC §4): one move of the transition table
 * (`order-transitions.ts`; any other → 409 'This order cannot move to that status'), applied only
 * while the order still has the status the administrator saw (else 409 'updated by someone else').
 *
 * - accept (pending → in progress) captures the held payment: the capture is claimed first (the
 *   order locked, one capture row per order), the provider is called after that commit, and a
 *   second transaction moves the order and allocates its subscription lines' licenses to the
 *   buyer's tenant (one allocation per order line, whoever accepts twice). Of two administrators
 *   accepting at once one claims, the other gets 409, and the provider is asked once. A refused
 *   capture leaves the order pending (402 'The payment could not be captured…') and may be tried
 *   again. Rejecting is only possible before acceptance, so a rejected order never holds licenses.
 * - reject (pending → rejected): the status, the stock given back and the code's use released in
 *   one transaction; the hold is cancelled at the provider after the commit.
 * - ship (in progress → shipped): the last parcel (if sent) must hold exactly what is left of every
 *   line, checked with the ship dialog's own schema (`lastShipmentSchema`: 400 'Shipped Quantity and
 *   Order Quantity must be equal', or '… cannot be greater than …', on the line's field), then it
 *   is recorded; nothing is written on a refusal.
 * - deliver (shipped → delivered).
 */
export async function changeOrderStatus(
  ctx: ServiceContext,
  orderId: string,
  body: OrderStatusBody,
  actor: AdminActor,
  language: Language,
  /** The back-office request's actor: the move is recorded in the audit log (the demo history has none). */
  audit?: AuditActor,
): Promise<AdminOrder> {
  const order = await readOrderRow(ctx, orderId);
  const kind = transitionKind(body.from, body.to);
  if (!kind) throw conflict(serverMessages.orderTransitionRefused);
  if (order.status !== body.from) throw conflict(serverMessages.orderStatusChanged);
  if (body.shipment && kind !== 'ship') throw validationFailed({ shipment: message.invalid('Shipment') });
  const change = { from: body.from, to: body.to, note: body.note };
  const move = (inTx: ServiceContext) => moveAndRecord(inTx, order.id, change, actor, audit, body.shipment);
  if (kind === 'accept') await acceptOrder(ctx, order, change, actor, move);
  else if (kind === 'reject') await rejectOrder(ctx, order, change, actor, move);
  else
    await ctx.db.transaction(async (tx) => {
      const inTx = withDb(ctx, tx);
      await lockOrder(inTx, order.id);
      if (kind === 'ship') {
        const before = await readOrderLines(inTx, order.id);
        const parcel = lastShipmentSchema(before).safeParse(
          body.shipment ?? { carrier: '', trackingNumber: '', lines: [] },
        );
        if (!parcel.success) throw validationFailed(fieldsFromIssues(parcel.error.issues));
        if (body.shipment) await recordShipment(inTx, order.id, body.shipment, actor);
        // Kept as the rule's last guard: the parcel above is checked against the lines as locked.
        const lines = await readOrderLines(inTx, order.id);
        if (lines.some((line) => line.shippedQuantity !== line.quantity))
          throw badRequest(serverMessages.shippedQuantityMismatch);
      }
      await move(inTx);
    });
  return getAdminOrder(ctx, orderId, language);
}

type StatusChange = Parameters<typeof moveStatus>[2];
type Move = (inTx: ServiceContext) => Promise<void>;

/** The customer's mail of each status an order moves to (none back to pending). */
const mailEventOf: Partial<Record<StatusChange['to'], OrderMailEvent>> = {
  in_progress: 'accepted',
  shipped: 'shipped',
  delivered: 'delivered',
  rejected: 'rejected',
};

/** The move and, in its transaction, the customer's mail of it (DESIGN §Operations: never lost, never early). */
async function moveAndMail(inTx: ServiceContext, orderId: string, change: StatusChange, actor: StatusActor) {
  await moveStatus(inTx, orderId, change, actor);
  const event = mailEventOf[change.to];
  if (event) await queueOrderMail(inTx, orderId, event);
}

/**
 * The move itself, and for a back-office request its audit-log entry in the same transaction
 * (DESIGN §Operations). Accepting calls the payment provider between transactions, so this
 * workflow records its own entry rather than running inside `auditedWrite`.
 */
async function moveAndRecord(
  inTx: ServiceContext,
  orderId: string,
  change: StatusChange,
  actor: AdminActor,
  audit: AuditActor | undefined,
  shipment: OrderStatusBody['shipment'],
) {
  await moveAndMail(inTx, orderId, change, actor);
  if (!audit) return;
  await recordAudit(inTx, audit, {
    action: 'status',
    resource: 'orders',
    resourceId: orderId,
    before: { status: change.from },
    after: { status: change.to, note: change.note ?? null, ...(shipment ? { shipment } : {}) },
  });
}

/** The provider's hold on the order's card, if it was paid by card (a bank transfer has none). */
function heldPayment(order: OrderRow): { ref: string; driver: string } | null {
  const { kind, providerRef, driver } = order.payment;
  return kind === 'card' && providerRef ? { ref: providerRef, driver: driver ?? 'sandbox' } : null;
}

/**
 * The 409 for a change that meets another's provider call: still under way at the provider (its
 * own message: wait, the reconciler settles one a crash left behind), or done (someone else changed it).
 */
function callTakenError(rows: PaymentTransactionRow[]) {
  return rows.some((row) => row.status === transactionStatuses.pending)
    ? conflict(serverMessages.paymentInProgress)
    : conflict(serverMessages.orderStatusChanged);
}

/**
 * Claims the order's one provider call of this kind, in the caller's transaction with the order
 * locked, in the administrator's name (the reconciler finishes the change in it after a crash); a
 * call another request holds or made is a 409.
 */
async function claimCall(
  ctx: ServiceContext,
  order: OrderRow,
  held: { ref: string; driver: string },
  kind: PaymentTransactionKind,
  actor: AdminActor,
) {
  const claim = await claimPaymentTransaction(ctx, {
    orderId: order.id,
    kind,
    driver: held.driver,
    providerRef: held.ref,
    amountMinor: order.totalMinor,
    currency: order.currency,
    actorId: actor.id,
  });
  if (!claim) throw callTakenError((await readPaymentTransactions(ctx, [order.id])).filter((row) => row.kind === kind));
  return claim;
}

async function acceptOrder(ctx: ServiceContext, order: OrderRow, change: StatusChange, actor: AdminActor, move: Move) {
  const held = heldPayment(order);
  if (!held) {
    await ctx.db.transaction(async (tx) => {
      await moveAccepted(withDb(ctx, tx), order, actor, move);
    });
    return;
  }
  // 1. The claim, committed before the provider is called (no row stays locked while it answers).
  const claim = await ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const locked = await lockOrder(inTx, order.id);
    if (locked.status !== change.from) throw conflict(serverMessages.orderStatusChanged);
    return claimCall(inTx, locked, held, 'capture', actor);
  });
  // 2. The capture; a new key per claim, so a retry after a refusal is a new request to the provider.
  const key = { orderId: order.id, kind: 'capture' as const };
  let captured = false;
  try {
    const state = await ctx.payments.capture(held.ref, `${order.id}-${claim.createdAt.getTime()}`);
    captured = state.status === 'captured';
  } catch {
    captured = false;
  }
  if (!captured) {
    await settlePaymentTransaction(ctx, key, { status: transactionStatuses.failed });
    throw paymentRequired(serverMessages.paymentCaptureFailed);
  }
  // 3. The move. The claim keeps a rejection out meanwhile, so the order is still pending. The order
  // is locked before the capture row, the order every transaction here takes them in: a second
  // accept holds the order while its claim waits on this row, and the other order would deadlock.
  await ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    await lockOrder(inTx, order.id);
    await settlePaymentTransaction(inTx, key, { status: transactionStatuses.captured });
    await moveAccepted(inTx, order, actor, move);
  });
}

/** In the accepting transaction, the money taken: the order moves on and its licenses are allocated. */
async function moveAccepted(ctx: ServiceContext, order: OrderRow, actor: StatusActor, move: Move) {
  await move(ctx);
  await allocateLicenses(ctx, order, actor.kind === 'admin' ? actor : null);
}

/** In the accepting transaction: the order's subscription lines become its tenant's licenses. */
async function allocateLicenses(ctx: ServiceContext, order: OrderRow, actor: AdminActor | null) {
  const lines = await readOrderLines(ctx, order.id);
  await allocateOrderLicenses(
    ctx,
    {
      id: order.id,
      number: orderNumberText(order.number),
      // SPEC §2 /licenses: a tenant user's order is held by its tenant, a company's by the company.
      holder:
        order.ownerKind === 'company'
          ? { companyId: order.ownerId }
          : order.tenantId
            ? { tenantId: order.tenantId }
            : null,
    },
    lines,
    actor,
  );
}

async function rejectOrder(ctx: ServiceContext, order: OrderRow, change: StatusChange, actor: AdminActor, move: Move) {
  const held = heldPayment(order);
  const cancellation = await ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const locked = await lockOrder(inTx, order.id);
    if (locked.status !== change.from) throw conflict(serverMessages.orderStatusChanged);
    // An accept under way (its capture claimed or done) wins: the money is being taken.
    const captures = (await readPaymentTransactions(inTx, [order.id])).filter(
      (row) => row.kind === 'capture' && row.status !== transactionStatuses.failed,
    );
    if (captures.length > 0) throw callTakenError(captures);
    await move(inTx);
    const lines = await readOrderLines(inTx, order.id);
    await returnStock(
      inTx,
      lines.flatMap((line) => (line.productId ? [{ productId: line.productId, quantity: line.quantity }] : [])),
      actor,
      `Order #${orderNumberText(locked.number)} rejected`,
    );
    await releaseDiscountUses(inTx, order.id);
    return held ? claimCall(inTx, locked, held, 'cancellation', actor) : null;
  });
  if (!held || !cancellation) return;
  // After the commit: the hold released at the provider. The order stays rejected either way; a
  // refused cancellation is recorded as failed (the provider lets an uncaptured hold lapse).
  const key = { orderId: order.id, kind: 'cancellation' as const };
  try {
    const state = await ctx.payments.cancel(held.ref, `${order.id}-${cancellation.createdAt.getTime()}`);
    await settlePaymentTransaction(ctx, key, {
      status: state.status === 'cancelled' ? transactionStatuses.cancelled : transactionStatuses.failed,
    });
  } catch {
    await settlePaymentTransaction(ctx, key, { status: transactionStatuses.failed });
  }
}

export type ClaimRecovery = 'accepted' | 'released' | 'cancelled' | 'superseded';

/**
 * Settles an order's provider call whose request died after claiming it (DESIGN §API: the
 * reconciler), `claim` reclaimed by the caller. What the provider says decides: a capture done
 * finishes the accept as the administrator's request would have (the order moves on, with its
 * history row and licenses); a capture not done releases the claim, so accept and reject work
 * again; a rejected order's hold still there is cancelled. The provider is asked before any row is
 * locked, and the outcome is written only while the claim is still the caller's.
 */
export async function recoverClaimedCall(ctx: ServiceContext, claim: PaymentTransactionRow): Promise<ClaimRecovery> {
  if (!claim.orderId || !claim.providerRef) throw new Error(`claim ${claim.id} names no order or payment`);
  const orderId = claim.orderId;
  const state = await ctx.payments.retrieve(claim.providerRef);
  const settle = (status: string) => settleReclaimedTransaction(ctx, claim, status);
  if (claim.kind === 'cancellation') {
    if (state.status === 'authorized' || state.status === 'requires_action') {
      const cancelled = await ctx.payments.cancel(claim.providerRef, `${orderId}-${claim.createdAt.getTime()}`);
      if (cancelled.status !== 'cancelled') throw new Error(`payment ${claim.providerRef} was not cancelled`);
    } else if (state.status !== 'cancelled') {
      await settle(transactionStatuses.failed);
      return 'released';
    }
    return (await settle(transactionStatuses.cancelled)) ? 'cancelled' : 'superseded';
  }
  if (claim.kind !== 'capture')
    throw new Error(`claim ${claim.id} is a ${claim.kind}, not a call the reconciler settles`);
  if (state.status !== 'captured') return (await settle(transactionStatuses.failed)) ? 'released' : 'superseded';
  // Captured: the accept's last step, in its lock order (the order, then the capture row).
  const actor: StatusActor = claim.actorId ? { kind: 'admin', id: claim.actorId } : { kind: 'system', id: null };
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const order = await lockOrder(inTx, orderId);
    if (!(await settleReclaimedTransaction(inTx, claim, transactionStatuses.captured))) return 'superseded';
    const change = { from: 'pending', to: 'in_progress' } as const;
    if (order.status === 'pending')
      await moveAccepted(inTx, order, actor, (moving) => moveAndMail(moving, orderId, change, actor));
    return 'accepted';
  });
}
