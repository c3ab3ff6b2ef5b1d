import type { ServiceContext } from '../../service-context.ts';
import type { PaymentTransactionKind, PaymentTransactionRow } from './payment-table.ts';
import {
  claimPaymentTransaction as claimRow,
  findPaymentTransactionByRequestKey,
  findPaymentTransactions,
  insertNewPaymentTransaction,
  insertPaymentTransaction,
  listPaymentTransactionRows,
  reclaimStalePaymentTransactions,
  settleClaimedPaymentTransaction,
  updatePaymentTransactionStatus,
  type PaymentTransactionFilter,
} from './payment-transaction-repository.ts';

export type { PaymentTransactionFilter, PaymentTransactionKind, PaymentTransactionRow };

/**
 * A transaction's `status`: the provider's outcome (authorized, captured, cancelled, refunded), `pending`
 * while a claimed call is under way, `failed` when the provider refused it (it may be asked again).
 */
export const transactionStatuses = {
  pending: 'pending',
  failed: 'failed',
  authorized: 'authorized',
  captured: 'captured',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const;

export type NewPaymentTransaction = {
  /** Null for a hold released on a checkout that never became an order (then `checkoutId` names it). */
  orderId: string | null;
  checkoutId?: string | null;
  /** The administrator whose change this call is part of. */
  actorId?: string | null;
  kind: PaymentTransactionKind;
  driver: string;
  providerRef: string | null;
  amountMinor: number;
  currency: string;
  status: string;
};

/** Records a call that moved or reserved an order's money, in the caller's transaction (DESIGN §API). */
export async function recordPaymentTransaction(ctx: ServiceContext, input: NewPaymentTransaction): Promise<void> {
  await insertPaymentTransaction(ctx.db, { ...input, createdAt: ctx.clock.now() });
}

/**
 * How long a claimed call may stay pending before it counts as abandoned (its request died between
 * the claim and the provider's answer) and may be claimed again. Asking the provider again is
 * safe: a capture or cancellation already done answers as done.
 */
export const abandonedClaimMs = 2 * 60 * 1000;

/**
 * Claims the order's one transaction of this kind, `pending`, before the provider is called (the
 * unique (order, kind) row settles a race: of two administrators only one gets it). A claim whose
 * call failed, or that was abandoned, may be claimed again. Answers the row, or undefined when
 * another request holds it.
 */
export function claimPaymentTransaction(
  ctx: ServiceContext,
  input: Omit<NewPaymentTransaction, 'status' | 'orderId'> & { orderId: string },
): Promise<PaymentTransactionRow | undefined> {
  const now = ctx.clock.now();
  return claimRow(
    ctx.db,
    { ...input, status: transactionStatuses.pending, createdAt: now },
    transactionStatuses,
    new Date(now.getTime() - abandonedClaimMs),
  );
}

/**
 * Claims a refund, `pending`, in the caller's transaction (the order locked, so the amount was
 * checked against every other refund) before the provider is called. Its provider key is fixed
 * here, so the reconciler repeats an interrupted call with it and the provider refunds once.
 * Answers undefined when the order already has a refund with this request key.
 */
export function claimRefundTransaction(
  ctx: ServiceContext,
  input: Omit<NewPaymentTransaction, 'status' | 'orderId' | 'kind'> & { orderId: string; requestKey: string },
): Promise<PaymentTransactionRow | undefined> {
  return insertNewPaymentTransaction(ctx.db, {
    ...input,
    kind: 'refund',
    status: transactionStatuses.pending,
    providerKey: `${input.orderId}-${input.requestKey}`,
    createdAt: ctx.clock.now(),
  });
}

/** The order's refund made with this request key, if any. */
export function readRefundByRequestKey(
  ctx: ServiceContext,
  orderId: string,
  requestKey: string,
): Promise<PaymentTransactionRow | undefined> {
  return findPaymentTransactionByRequestKey(ctx.db, orderId, requestKey);
}

/** What the provider answered to a claimed call: its outcome, or `failed` (the claim can be taken again). */
export function settlePaymentTransaction(
  ctx: ServiceContext,
  key: { orderId: string; kind: PaymentTransactionKind },
  outcome: { status: string; providerRef?: string | null },
): Promise<void> {
  return updatePaymentTransactionStatus(ctx.db, key, outcome);
}

/**
 * The reconciler's share of abandoned claims (DESIGN §API): up to `limit` pending for longer than
 * {@link abandonedClaimMs}, each claimed again now, so neither another instance nor a request takes it meanwhile.
 */
export function reclaimAbandonedClaims(ctx: ServiceContext, limit: number): Promise<PaymentTransactionRow[]> {
  const now = ctx.clock.now();
  return reclaimStalePaymentTransactions(
    ctx.db,
    transactionStatuses.pending,
    new Date(now.getTime() - abandonedClaimMs),
    now,
    limit,
  );
}

/**
 * The provider's outcome for a claim the reconciler holds, written only while the claim is still
 * its own (pending, taken at the time it took it): a request that finished meanwhile keeps its word.
 */
export function settleReclaimedTransaction(
  ctx: ServiceContext,
  claim: PaymentTransactionRow,
  status: string,
): Promise<boolean> {
  return settleClaimedPaymentTransaction(
    ctx.db,
    { id: claim.id, claimedAt: claim.createdAt },
    transactionStatuses.pending,
    status,
  );
}

/** The transactions of these orders, oldest first. */
export function readPaymentTransactions(ctx: ServiceContext, orderIds: string[]): Promise<PaymentTransactionRow[]> {
  return findPaymentTransactions(ctx.db, orderIds);
}

/** SPEC §7 admin `transactions`: newest first, of some orders or all, of one kind or every kind. */
export function listPaymentTransactions(
  ctx: ServiceContext,
  filter: PaymentTransactionFilter,
): Promise<{ rows: PaymentTransactionRow[]; total: number }> {
  return listPaymentTransactionRows(ctx.db, filter);
}
