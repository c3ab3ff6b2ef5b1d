import { toMajorUnits } from '@iot/shared/money';
import type { OrderRefund, RefundStatus } from '@iot/shared/orders';
import type { ServiceContext } from '../../service-context.ts';
import { transactionStatuses, type PaymentTransactionRow } from '../payments/payment-transaction-service.ts';
import { findOrderRefundOfTransaction, findOrderRefunds, insertOrderRefund } from './order-refund-repository.ts';
import type { OrderRefundRow } from './order-table.ts';

export type { OrderRefundRow };

export type RefundLine = { lineId: string; quantity: number };

/** A refund's order-side details, written in the transaction that claims its payment transaction. */
export type NewOrderRefund = {
  orderId: string;
  transactionId: string;
  lines: RefundLine[];
  restock: boolean;
  reason: string | null;
  cancellation: boolean;
  actor: { kind: 'admin' | 'system'; id: string | null };
};

export async function recordOrderRefund(ctx: ServiceContext, refund: NewOrderRefund): Promise<void> {
  await insertOrderRefund(ctx.db, {
    orderId: refund.orderId,
    transactionId: refund.transactionId,
    lines: refund.lines,
    restock: refund.restock,
    reason: refund.reason,
    cancellation: refund.cancellation,
    actorKind: refund.actor.kind,
    actorId: refund.actor.id,
    createdAt: ctx.clock.now(),
  });
}

export function readOrderRefunds(ctx: ServiceContext, orderId: string): Promise<OrderRefundRow[]> {
  return findOrderRefunds(ctx.db, orderId);
}

export function readOrderRefundOfTransaction(
  ctx: ServiceContext,
  transactionId: string,
): Promise<OrderRefundRow | undefined> {
  return findOrderRefundOfTransaction(ctx.db, transactionId);
}

/** A refund transaction's status as the order shows it. */
function refundStatusOf(transaction: PaymentTransactionRow): RefundStatus {
  if (transaction.status === transactionStatuses.refunded) return 'refunded';
  if (transaction.status === transactionStatuses.failed) return 'failed';
  return 'pending';
}

/** A refund with the transaction that carries its money, oldest first. */
export type RefundWithTransaction = { refund: OrderRefundRow; transaction: PaymentTransactionRow };

export function pairRefunds(refunds: OrderRefundRow[], transactions: PaymentTransactionRow[]): RefundWithTransaction[] {
  const byId = new Map(transactions.map((transaction) => [transaction.id, transaction]));
  return refunds.flatMap((refund) => {
    const transaction = byId.get(refund.transactionId);
    return transaction ? [{ refund, transaction }] : [];
  });
}

/** Refunds that hold part of the captured money: done, or under way at the provider (a failed one moved nothing). */
export function holdsMoney(transaction: Pick<PaymentTransactionRow, 'kind' | 'status'>): boolean {
  return (
    transaction.kind === 'refund' &&
    (transaction.status === transactionStatuses.refunded || transaction.status === transactionStatuses.pending)
  );
}

/** How many of each line refunds done or under way gave back. */
export function refundedQuantities(pairs: RefundWithTransaction[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { refund, transaction } of pairs) {
    if (!holdsMoney(transaction)) continue;
    for (const line of refund.lines) quantities.set(line.lineId, (quantities.get(line.lineId) ?? 0) + line.quantity);
  }
  return quantities;
}

export function refundView(pair: RefundWithTransaction, currency: string): OrderRefund {
  const { refund, transaction } = pair;
  return {
    _id: refund.id,
    amount: toMajorUnits(transaction.amountMinor, currency),
    status: refundStatusOf(transaction),
    lines: refund.lines,
    restock: refund.restock,
    reason: refund.reason,
    cancellation: refund.cancellation,
    at: refund.createdAt.toISOString(),
  };
}
