import { serverMessages } from '@iot/shared/server-messages';
import { AppError } from '../http/app-error.ts';
import type { ServiceContext } from '../service-context.ts';
import { claimStaleCheckouts, markCheckout, readCheckout, type CheckoutRow } from '../modules/orders/order-service.ts';
import type { PaymentState } from '../modules/payments/payment-provider.ts';
import { reclaimAbandonedClaims } from '../modules/payments/payment-transaction-service.ts';
import { recoverClaimedCall, type ClaimRecovery } from './change-order-status.ts';
import { finalizeCheckout, releaseCheckoutHold } from './place-order.ts';
import { recoverRefundClaim, type RefundRecovery } from './refund-order.ts';
import { countReconcilerAction } from '../http/metrics.ts';

/**
 * The payment reconciler (DESIGN §API): after a crash, money must not stay held or taken without
 * its order step. One pass settles
 * - every provider call an order's accept or reject claimed and never finished (pending longer than
 *   a request can take): the provider is asked what happened and the change is completed or its
 *   claim released (`recoverClaimedCall`); a refund left pending is asked of the provider again
 *   with its own key (it refunds once) and settled (`recoverRefundClaim`);
 * - every checkout without an order left untouched for `checkoutAfterMs`: a payment authorised
 *   for it becomes its order through the same finalisation as the client's and the webhook's
 *   (or, refused, is released); one that never completed is closed and anything it holds cancelled;
 *   a failed checkout whose hold was not yet released is released.
 *
 * Several instances may run passes at once: each item is taken by a conditional update that skips
 * rows another holds and moves the item's time on, so one instance acts on it. The provider is
 * called only after that statement commits, never with rows locked; every step after it is
 * idempotent, so an instance dying mid-item leaves it for a later pass.
 */

export type CheckoutRecovery = 'ordered' | 'released' | 'closed' | 'superseded';

/** What one pass did: how many items of each kind ended how, and how many failed (tried again next pass). */
export type ReconcileSummary = {
  checkouts: Record<CheckoutRecovery | 'errors', number>;
  /** Captures: accepted, released or superseded (a request finished it meanwhile); never cancelled. */
  captures: Record<ClaimRecovery | 'errors', number>;
  /** A rejected order's cancellations: cancelled, released or superseded; never accepted. */
  cancellations: Record<ClaimRecovery | 'errors', number>;
  /** Refunds and cancelled orders' refunds: refunded, released (the provider refused) or superseded. */
  refunds: Record<RefundRecovery | 'errors', number>;
};

export type ReconcileOptions = {
  /** How long a checkout without an order stays untouched before the pass takes it over. */
  checkoutAfterMs: number;
  /** Items taken per statement; a pass keeps taking until none is due. */
  batchSize?: number;
  /** Where an item that failed (the provider out of reach) is reported; it is tried again next pass. */
  log?: { warn: (details: object, message: string) => void };
};

export function emptyReconcileSummary(): ReconcileSummary {
  return {
    checkouts: { ordered: 0, released: 0, closed: 0, superseded: 0, errors: 0 },
    captures: { accepted: 0, released: 0, cancelled: 0, superseded: 0, errors: 0 },
    cancellations: { accepted: 0, released: 0, cancelled: 0, superseded: 0, errors: 0 },
    refunds: { refunded: 0, released: 0, superseded: 0, errors: 0 },
  };
}

/** Whether the pass did anything worth a log line at info. */
export function reconcileSummaryIsEmpty(summary: ReconcileSummary): boolean {
  return Object.values(summary).every((counts: Record<string, number>) =>
    Object.values(counts).every((count) => count === 0),
  );
}

const defaultBatchSize = 50;

export async function reconcilePayments(ctx: ServiceContext, options: ReconcileOptions): Promise<ReconcileSummary> {
  const summary = emptyReconcileSummary();
  const batchSize = options.batchSize ?? defaultBatchSize;
  // Claims first: an administrator may be waiting on them.
  for (;;) {
    const claims = await reclaimAbandonedClaims(ctx, batchSize);
    for (const claim of claims) {
      if (claim.kind === 'refund') {
        try {
          summary.refunds[await recoverRefundClaim(ctx, claim)] += 1;
        } catch (error) {
          summary.refunds.errors += 1;
          options.log?.warn({ err: error, orderId: claim.orderId, kind: claim.kind }, 'payment claim not reconciled');
        }
        continue;
      }
      const counts = claim.kind === 'capture' ? summary.captures : summary.cancellations;
      try {
        counts[await recoverClaimedCall(ctx, claim)] += 1;
      } catch (error) {
        counts.errors += 1;
        options.log?.warn({ err: error, orderId: claim.orderId, kind: claim.kind }, 'payment claim not reconciled');
      }
    }
    // A failed item was moved on to now, so it is not taken again in this pass.
    if (claims.length < batchSize) break;
  }
  for (;;) {
    const checkouts = await claimStaleCheckouts(ctx, options.checkoutAfterMs, batchSize);
    for (const checkout of checkouts) {
      try {
        summary.checkouts[await recoverCheckout(ctx, checkout)] += 1;
      } catch (error) {
        summary.checkouts.errors += 1;
        options.log?.warn({ err: error, checkoutId: checkout.id }, 'checkout not reconciled');
      }
    }
    if (checkouts.length < batchSize) break;
  }
  countSummary(summary);
  return summary;
}

/** The pass's actions as Prometheus counters (DESIGN §Operations: reconciler actions). */
function countSummary(summary: ReconcileSummary): void {
  for (const [kind, outcomes] of Object.entries(summary)) {
    for (const [outcome, count] of Object.entries(outcomes)) {
      if (count > 0) countReconcilerAction(kind, outcome, count);
    }
  }
}

/** The payment behind a checkout: by its reference, or (a crash before it was recorded) by the checkout id. */
async function paymentOf(ctx: ServiceContext, checkout: CheckoutRow): Promise<PaymentState | null> {
  if (checkout.paymentRef) return ctx.payments.retrieve(checkout.paymentRef);
  return ctx.payments.findByCheckout(checkout.id);
}

async function recoverCheckout(ctx: ServiceContext, checkout: CheckoutRow): Promise<CheckoutRecovery> {
  if (checkout.status === 'failed')
    return (await releaseCheckoutHold(ctx, checkout)) === 'cancelled' ? 'released' : 'closed';
  // A bank transfer authorised: nothing at the provider, the order was only not written yet.
  if (checkout.status === 'authorized' && !checkout.paymentRef) return finishCheckout(ctx, checkout);
  const payment = await paymentOf(ctx, checkout);
  const open: CheckoutRow['status'][] = ['created', 'requires_action'];
  if (payment?.status === 'authorized') {
    if (checkout.status !== 'authorized')
      await markCheckout(ctx, checkout.id, { status: 'authorized', paymentRef: payment.ref }, open);
    return finishCheckout(ctx, checkout);
  }
  if (payment?.status === 'captured') throw new Error(`payment ${payment.ref} captured without an order`);
  if (!payment || payment.status === 'declined' || payment.status === 'cancelled') {
    // Nothing is held: the checkout ends, and a retry with its key is told to order again.
    const closed = await markCheckout(
      ctx,
      checkout.id,
      {
        status: 'failed',
        paymentRef: payment?.ref ?? checkout.paymentRef,
        failure: payment?.message ?? serverMessages.checkoutExpired,
        releasedAt: ctx.clock.now(),
      },
      [...open, 'authorized'],
    );
    return closed ? 'closed' : 'superseded';
  }
  // Still waiting for the customer's bank (3-D Secure) long after they left: the attempt ends.
  const failed = await markCheckout(
    ctx,
    checkout.id,
    { status: 'failed', paymentRef: payment.ref, failure: serverMessages.checkoutExpired },
    [...open, 'authorized'],
  );
  if (!failed) return 'superseded';
  await releaseCheckoutHold(ctx, failed);
  return 'released';
}

/**
 * The order from an authorised checkout, through the one finalisation step; a refusal (stock gone,
 * price changed) has marked it failed and released its hold, which is retried here if that failed.
 */
async function finishCheckout(ctx: ServiceContext, checkout: CheckoutRow): Promise<CheckoutRecovery> {
  try {
    await finalizeCheckout(ctx, checkout.id);
    return 'ordered';
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const after = await readCheckout(ctx, checkout.id);
    if (after?.orderId) return 'ordered';
    if (after?.status !== 'failed') throw error;
    await releaseCheckoutHold(ctx, after);
    return after.paymentRef ? 'released' : 'closed';
  }
}
