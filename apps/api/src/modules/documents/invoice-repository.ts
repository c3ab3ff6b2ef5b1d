import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { invoiceCountersTable, invoicesTable, type InvoiceRow } from './invoice-table.ts';

export async function findInvoiceOfOrder(db: Database, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoicesTable).where(eq(invoicesTable.orderId, orderId));
  return row;
}

/**
 * The series' counter, locked until the transaction ends: every issuer of the series waits here
 * for the one before it to commit or roll back. A missing row is created first (a concurrent
 * creator makes this insert wait, then do nothing).
 */
export async function lockInvoiceCounter(db: Database, series: string): Promise<number> {
  await db.insert(invoiceCountersTable).values({ series, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ lastNumber: invoiceCountersTable.lastNumber })
    .from(invoiceCountersTable)
    .where(eq(invoiceCountersTable.series, series))
    .for('update');
  if (!row) throw new Error(`invoice counter ${series} vanished`);
  return row.lastNumber;
}

/** Moves the locked counter on and records the invoice under the new number, in the caller's transaction. */
export async function insertInvoiceAfter(
  db: Database,
  values: { orderId: string; series: string; lastNumber: number; issuedAt: Date },
): Promise<InvoiceRow> {
  const number = values.lastNumber + 1;
  const [moved] = await db
    .update(invoiceCountersTable)
    .set({ lastNumber: sql`${invoiceCountersTable.lastNumber} + 1` })
    .where(and(eq(invoiceCountersTable.series, values.series), eq(invoiceCountersTable.lastNumber, values.lastNumber)))
    .returning({ lastNumber: invoiceCountersTable.lastNumber });
  // The caller holds the counter's lock, so it cannot have moved; if it did, nothing is written.
  if (moved?.lastNumber !== number) throw new Error(`invoice counter ${values.series} moved under its lock`);
  const [row] = await db
    .insert(invoicesTable)
    .values({ orderId: values.orderId, series: values.series, number, issuedAt: values.issuedAt })
    .returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}
