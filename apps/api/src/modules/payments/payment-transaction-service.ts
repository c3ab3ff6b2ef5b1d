import type { ServiceContext } from '../../service-context.ts';
import type { PaymentTransactionKind, PaymentTransactionRow } from './payment-table.ts';
import { findPaymentTransactions, insertPaymentTransaction } from './payment-transaction-repository.ts';

export type { PaymentTransactionRow };

/** Records a call that moved or reserved an order's money, in the caller's transaction (DESIGN §API). */
export async function recordPaymentTransaction(
  ctx: ServiceContext,
  input: {
    orderId: string;
    kind: PaymentTransactionKind;
    driver: string;
    providerRef: string | null;
    amountMinor: number;
    currency: string;
    status: string;
  },
): Promise<void> {
  await insertPaymentTransaction(ctx.db, { ...input, createdAt: ctx.clock.now() });
}

/** The transactions of these orders, oldest first. */
export function readPaymentTransactions(ctx: ServiceContext, orderIds: string[]): Promise<PaymentTransactionRow[]> {
  return findPaymentTransactions(ctx.db, orderIds);
}
