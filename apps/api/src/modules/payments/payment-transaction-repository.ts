import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentTransactionsTable, type PaymentTransactionRow } from './payment-table.ts';

export type PaymentTransactionInsert = typeof paymentTransactionsTable.$inferInsert;

/** One row per (order, kind): a second authorization of the same order changes nothing. */
export async function insertPaymentTransaction(db: Database, values: PaymentTransactionInsert): Promise<void> {
  await db.insert(paymentTransactionsTable).values(values).onConflictDoNothing();
}

export async function findPaymentTransactions(db: Database, orderIds: string[]): Promise<PaymentTransactionRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentTransactionsTable)
    .where(inArray(paymentTransactionsTable.orderId, orderIds))
    .orderBy(asc(paymentTransactionsTable.createdAt));
}
