import type { AdminOrder, CancelOrderBody, RefundBody } from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { fitsCurrency, toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { lineRefundShareMinor } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import { badRequest, conflict, paymentRequired, validationFailed } from '../http/app-error.ts';
import { withDb, type ServiceContext } from '../service-context.ts';
import { recordAudit, type AuditActor } from '../modules/audit/audit-service.ts';
import { releaseDiscountUses } from '../modules/discounts/discount-reader.ts';
import { returnStock } from '../modules/inventory/inventory-service.ts';
import { revokeOrderLicenses } from '../modules/licenses/license-service.ts';
import { queueOrderMail } from '../modules/mail/shop-mail-service.ts';
import {
  getAdminOrder,
  lockOrder,
  moveStatus,
  readOrderLines,
  type AdminActor,
  type OrderLineRow,
  type OrderRow,
  type StatusActor,
} from '../modules/orders/admin-order-service.ts';
import {
  holdsMoney,
  pairRefunds,
  readOrderRefundOfTransaction,
  readOrderRefunds,
  recordOrderRefund,
  refundedQuantities,
  type RefundLine,
} from '../modules/orders/order-refund-service.ts';
import { orderNumberText } from '../modules/orders/order-service.ts';
import type { RefundResult } from '../modules/payments/payment-provider.ts';
import {
  claimRefundTransaction,
  readPaymentTransactions,
  readRefundByRequestKey,
  settleReclaimedTransaction,
  transactionStatuses,
  type PaymentTransactionRow,
} from '../modules/payments/payment-transaction-service.ts';

/**
 * After capture (DESIGN §API: payments): money given back to the customer through the provider.
 *
 * - refund (POST /marketplace/orders/{id}/refunds): part of what was captured, by lines and
 *   quantities (their share of the lines' totals) or by an amount, with or without restock.
 * - cancel (POST /marketplace/orders/{id}/cancel): an accepted order with nothing shipped moves to
 *   cancelled, its stock returned, its code's use released and the licenses its acceptance
 *   allocated revoked, and what is left of its capture is refunded. A refund leaves the licenses:
 *   the order, and what it bought, stands.
 *
 * Each follows the capture claim of change-order-status.ts: the refund is claimed (a pending
 * `refund` transaction with its order-side details) with the order locked, so two refunds at once
 * are checked one after the other against what was captured and never exceed it; the provider is
 * called after that commit with the claim's own idempotency key; the outcome is settled in a second
 * transaction (restocking then, for a refund that asked for it). A crash between the provider call
 * and the settlement leaves the claim pending: the reconciler repeats the call with the same key
 * (the provider refunds once) and settles it (`recoverRefundClaim`).
 *
 * The request's `idempotencyKey` names the refund: a retry with it answers the order as the first
 * request left it (409 while it is under way, 402 when the provider refused it) and never refunds
 * twice.
 *
 * The customer's 'refunded' mail is queued where `settleRefund` writes a refund done.
 */

/** Statuses whose payment was captured: refunds are possible while something of it is left. */
const refundableStatuses: readonly OrderRow['status'][] = ['in_progress', 'shipped', 'delivered', 'cancelled'];

type Captured = { capture: PaymentTransactionRow; transactions: PaymentTransactionRow[] };

/** The order's captured card payment and its transactions, or 409 when nothing was captured. */
async function capturedPayment(ctx: ServiceContext, order: OrderRow): Promise<Captured> {
  const transactions = await readPaymentTransactions(ctx, [order.id]);
  const capture = transactions.find(
    (transaction) => transaction.kind === 'capture' && transaction.status === transactionStatuses.captured,
  );
  if (order.payment.kind !== 'card' || !capture?.providerRef) throw conflict(serverMessages.refundNotCaptured);
  return { capture, transactions };
}

/** What is left to refund of the capture: refunds done and under way both count. */
function leftToRefund({ capture, transactions }: Captured): number {
  return capture.amountMinor - transactions.filter(holdsMoney).reduce((sum, row) => sum + row.amountMinor, 0);
}

/** A retry of a refund this key already made: the order as it left it, or why it cannot be answered yet. */
function answerRetry(claim: PaymentTransactionRow) {
  if (claim.status === transactionStatuses.pending) throw conflict(serverMessages.paymentInProgress);
  if (claim.status === transactionStatuses.failed) throw paymentRequired(serverMessages.refundFailed);
}

type RefundPlan = { amountMinor: number; lines: RefundLine[] };

/**
 * The refund's lines checked against what is left of each (400 on the line's field) and its
 * amount: the one given, or the lines' share; never more than is left of the capture.
 */
function planRefund(
  body: RefundBody,
  order: OrderRow,
  lines: OrderLineRow[],
  refunded: Map<string, number>,
  left: number,
): RefundPlan {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const asked = new Map<string, number>();
  let shareMinor = 0;
  body.lines.forEach((entry, index) => {
    const line = byId.get(entry.lineId);
    if (!line) throw validationFailed({ [`lines.${index}.lineId`]: message.invalid('Item') });
    if (entry.quantity === 0) return;
    const already = (refunded.get(line.id) ?? 0) + (asked.get(line.id) ?? 0);
    if (already + entry.quantity > line.quantity)
      throw badRequest(serverMessages.refundQuantityTooHigh, {
        [`lines.${index}.quantity`]: serverMessages.refundQuantityTooHigh,
      });
    shareMinor += lineRefundShareMinor(line, already, entry.quantity);
    asked.set(line.id, (asked.get(line.id) ?? 0) + entry.quantity);
  });
  if (body.amount !== undefined && !fitsCurrency(body.amount, order.currency))
    throw validationFailed({ amount: message.invalid('Amount') });
  const amountMinor = body.amount === undefined ? shareMinor : toMinorUnits(body.amount, order.currency);
  if (amountMinor <= 0) throw validationFailed({ amount: message.invalid('Amount') });
  if (amountMinor > left) throw badRequest(serverMessages.refundTooHigh, { amount: serverMessages.refundTooHigh });
  return { amountMinor, lines: [...asked].map(([lineId, quantity]) => ({ lineId, quantity })) };
}

export async function refundOrder(
  ctx: ServiceContext,
  orderId: string,
  body: RefundBody,
  actor: AdminActor,
  language: Language,
  audit?: AuditActor,
): Promise<AdminOrder> {
  return afterCapture(ctx, orderId, body.idempotencyKey, language, async (inTx) => {
    const order = await lockOrder(inTx, orderId);
    if (!refundableStatuses.includes(order.status)) throw conflict(serverMessages.refundNotCaptured);
    const captured = await capturedPayment(inTx, order);
    const lines = await readOrderLines(inTx, order.id);
    const refunds = await readOrderRefunds(inTx, order.id);
    const plan = planRefund(
      body,
      order,
      lines,
      refundedQuantities(pairRefunds(refunds, captured.transactions)),
      leftToRefund(captured),
    );
    return claimRefund(inTx, order, captured, plan, {
      requestKey: body.idempotencyKey,
      restock: body.restock,
      reason: body.reason || null,
      cancellation: false,
      actor,
      audit,
    });
  });
}

/**
 * A refund or cancellation named by its request key: a retry answers what the first request
 * left; otherwise `claim` runs in one transaction and the provider is called after its commit.
 */
async function afterCapture(
  ctx: ServiceContext,
  orderId: string,
  requestKey: string,
  language: Language,
  claim: (inTx: ServiceContext) => Promise<PaymentTransactionRow | null>,
): Promise<AdminOrder> {
  const earlier = await readRefundByRequestKey(ctx, orderId, requestKey);
  if (earlier) {
    answerRetry(earlier);
    return getAdminOrder(ctx, orderId, language);
  }
  const claimed = await ctx.db.transaction((tx) => claim(withDb(ctx, tx)));
  // A cancellation's order stays cancelled whatever the provider answers; a refused refund is 402
  // and the rest of the capture can be refunded again from the order.
  if (claimed) await callProvider(ctx, claimed);
  return getAdminOrder(ctx, orderId, language);
}

type ClaimDetails = {
  requestKey: string;
  restock: boolean;
  reason: string | null;
  cancellation: boolean;
  /** A cancellation's: the license allocations it revoked, named in its audit entry. */
  revokedAllocations?: string[];
  actor: AdminActor;
  audit: AuditActor | undefined;
};

/** In the transaction holding the order: the pending refund and its details, and its audit-log entry. */
async function claimRefund(
  ctx: ServiceContext,
  order: OrderRow,
  captured: Captured,
  plan: RefundPlan,
  details: ClaimDetails,
): Promise<PaymentTransactionRow> {
  const claim = await claimRefundTransaction(ctx, {
    orderId: order.id,
    driver: captured.capture.driver,
    providerRef: captured.capture.providerRef,
    amountMinor: plan.amountMinor,
    currency: order.currency,
    actorId: details.actor.id,
    requestKey: details.requestKey,
  });
  // The same key sent twice at once: the other request holds it.
  if (!claim) throw conflict(serverMessages.paymentInProgress);
  await recordOrderRefund(ctx, {
    orderId: order.id,
    transactionId: claim.id,
    lines: plan.lines,
    restock: details.restock,
    reason: details.reason,
    cancellation: details.cancellation,
    actor: details.actor,
  });
  if (details.audit)
    await recordAudit(ctx, details.audit, {
      action: details.cancellation ? 'cancel' : 'refund',
      resource: 'orders',
      resourceId: order.id,
      before: { status: order.status, leftToRefund: leftToRefund(captured) },
      after: {
        amountMinor: plan.amountMinor,
        currency: order.currency,
        lines: plan.lines,
        restock: details.restock,
        reason: details.reason,
        ...(details.revokedAllocations ? { revokedAllocations: details.revokedAllocations } : {}),
      },
    });
  return claim;
}

/**
 * After the claim's commit: the provider asked with the claim's key, and the outcome settled. A
 * provider out of reach leaves the claim pending for the reconciler (the caller gets the error).
 */
async function callProvider(ctx: ServiceContext, claim: PaymentTransactionRow): Promise<void> {
  const result = await askProvider(ctx, claim);
  await settleRefund(ctx, claim, result);
  if (result.status === 'refused') throw paymentRequired(serverMessages.refundFailed);
}

function askProvider(ctx: ServiceContext, claim: PaymentTransactionRow): Promise<RefundResult> {
  if (!claim.providerRef || !claim.providerKey) throw new Error(`refund ${claim.id} names no payment or key`);
  return ctx.payments.refund({
    ref: claim.providerRef,
    amountMinor: claim.amountMinor,
    idempotencyKey: claim.providerKey,
  });
}

/**
 * The provider's outcome written while the claim is still the one taken (a reconciler that took it
 * over meanwhile keeps its word), in the lock order of every order change (the order, then its
 * transaction row); a refund done returns its lines to stock when it asked to. Answers whether it
 * settled it.
 */
async function settleRefund(ctx: ServiceContext, claim: PaymentTransactionRow, result: RefundResult) {
  const orderId = claim.orderId;
  if (!orderId) throw new Error(`refund ${claim.id} names no order`);
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const order = await lockOrder(inTx, orderId);
    const status = result.status === 'refunded' ? transactionStatuses.refunded : transactionStatuses.failed;
    if (!(await settleReclaimedTransaction(inTx, claim, status))) return false;
    if (result.status !== 'refunded') return true;
    const refund = await readOrderRefundOfTransaction(inTx, claim.id);
    if (refund?.restock) {
      const lines = new Map((await readOrderLines(inTx, order.id)).map((line) => [line.id, line]));
      const actor: StatusActor = claim.actorId ? { kind: 'admin', id: claim.actorId } : { kind: 'system', id: null };
      await returnStock(
        inTx,
        refund.lines.flatMap((entry) => {
          const productId = lines.get(entry.lineId)?.productId;
          return productId ? [{ productId, quantity: entry.quantity }] : [];
        }),
        actor,
        `Order #${orderNumberText(order.number)} refunded`,
      );
    }
    // The customer is told with the money, in this transaction (DESIGN §Operations: mail through the
    // outbox); a cancellation gives back everything, so its mail names no amount.
    await queueOrderMail(inTx, order.id, 'refunded', {
      note: refund?.reason,
      refundedAmount: refund?.cancellation ? undefined : toMajorUnits(claim.amountMinor, claim.currency),
    });
    return true;
  });
}

/**
 * In one transaction the order cancelled, its stock returned, its code's use released and its
 * licenses revoked (in the administrator's name); then what is left of its capture refunded.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  orderId: string,
  body: CancelOrderBody,
  actor: AdminActor,
  language: Language,
  audit?: AuditActor,
): Promise<AdminOrder> {
  return afterCapture(ctx, orderId, body.idempotencyKey, language, async (inTx) => {
    const order = await lockOrder(inTx, orderId);
    const lines = await readOrderLines(inTx, order.id);
    if (order.status !== 'in_progress' || lines.some((line) => line.shippedQuantity > 0))
      throw conflict(serverMessages.cancelRefused);
    const captured = order.payment.kind === 'card' ? await capturedPayment(inTx, order) : null;
    const refunds = pairRefunds(await readOrderRefunds(inTx, order.id), captured?.transactions ?? []);
    // A refund still under way would restock or move money the cancellation is about to count.
    if (refunds.some(({ transaction }) => transaction.status === transactionStatuses.pending))
      throw conflict(serverMessages.paymentInProgress);
    const reason = body.reason || null;
    await moveStatus(inTx, order.id, { from: 'in_progress', to: 'cancelled', note: reason }, actor);
    // What earlier refunds restocked is in stock already; the rest of every line goes back now.
    const restocked = refundedQuantities(refunds.filter(({ refund }) => refund.restock));
    await returnStock(
      inTx,
      lines.flatMap((line) => {
        const quantity = line.quantity - (restocked.get(line.id) ?? 0);
        return line.productId && quantity > 0 ? [{ productId: line.productId, quantity }] : [];
      }),
      actor,
      `Order #${orderNumberText(order.number)} cancelled`,
    );
    await releaseDiscountUses(inTx, order.id);
    // The seats were the order's to give: with its money going back, its buyer keeps none of them.
    const revokedAllocations = await revokeOrderLicenses(
      inTx,
      { id: order.id, number: orderNumberText(order.number) },
      actor,
    );
    const left = captured ? leftToRefund(captured) : 0;
    if (!captured || left <= 0) {
      if (audit)
        await recordAudit(inTx, audit, {
          action: 'cancel',
          resource: 'orders',
          resourceId: order.id,
          before: { status: order.status },
          after: { status: 'cancelled', reason, revokedAllocations },
        });
      return null;
    }
    const refunded = refundedQuantities(refunds);
    const plan = {
      amountMinor: left,
      lines: lines.flatMap((line) => {
        const quantity = line.quantity - (refunded.get(line.id) ?? 0);
        return quantity > 0 ? [{ lineId: line.id, quantity }] : [];
      }),
    };
    return claimRefund(inTx, order, captured, plan, {
      requestKey: body.idempotencyKey,
      // Returned above, in the transaction that cancels.
      restock: false,
      reason,
      cancellation: true,
      revokedAllocations,
      actor,
      audit,
    });
  });
}

export type RefundRecovery = 'refunded' | 'released' | 'superseded';

/**
 * Settles a refund whose request died after claiming it (DESIGN §API: the reconciler), `claim`
 * reclaimed by the caller: the provider is asked again with the claim's key, so a refund it made
 * before the crash is answered, not repeated, and one it never received is made now, as the
 * administrator asked.
 */
export async function recoverRefundClaim(ctx: ServiceContext, claim: PaymentTransactionRow): Promise<RefundRecovery> {
  const result = await askProvider(ctx, claim);
  if (!(await settleRefund(ctx, claim, result))) return 'superseded';
  return result.status === 'refunded' ? 'refunded' : 'released';
}
