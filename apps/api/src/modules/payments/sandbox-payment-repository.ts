import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  sandboxPaymentsTable,
  sandboxRefundsTable,
  type SandboxPaymentRow,
  type SandboxRefundRow,
} from './payment-table.ts';

export type SandboxPaymentInsert = typeof sandboxPaymentsTable.$inferInsert;

export async function findSandboxPayment(db: Database, ref: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentsTable).where(eq(sandboxPaymentsTable.ref, ref));
  return row;
}

export async function findSandboxPaymentByKey(db: Database, key: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentsTable).where(eq(sandboxPaymentsTable.idempotencyKey, key));
  return row;
}

/** Inserts unless another call with the same idempotency key got there first (then undefined). */
export async function insertSandboxPayment(
  db: Database,
  values: SandboxPaymentInsert,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.insert(sandboxPaymentsTable).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Moves a payment to `status` only from one of `from` (a conditional update, so two requests racing
 * on one payment cannot both move it); undefined when it was in another state.
 */
export async function moveSandboxPayment(
  db: Database,
  ref: string,
  from: SandboxPaymentRow['status'][],
  status: SandboxPaymentRow['status'],
  message?: string,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentsTable)
    .set({ status, ...(message !== undefined ? { message } : {}) })
    .where(and(eq(sandboxPaymentsTable.ref, ref), inArray(sandboxPaymentsTable.status, from)))
    .returning();
  return row;
}

export async function findSandboxRefundByKey(db: Database, key: string): Promise<SandboxRefundRow | undefined> {
  const [row] = await db.select().from(sandboxRefundsTable).where(eq(sandboxRefundsTable.idempotencyKey, key));
  return row;
}

/** How much of a payment its refunds gave back, in minor units. */
export async function sumSandboxRefunds(db: Database, paymentRef: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(sandboxRefundsTable.amountMinor).mapWith(Number) })
    .from(sandboxRefundsTable)
    .where(eq(sandboxRefundsTable.paymentRef, paymentRef));
  return row?.total ?? 0;
}

/** Inserts unless another call with the same idempotency key got there first (then undefined). */
export async function insertSandboxRefund(
  db: Database,
  values: typeof sandboxRefundsTable.$inferInsert,
): Promise<SandboxRefundRow | undefined> {
  const [row] = await db.insert(sandboxRefundsTable).values(values).onConflictDoNothing().returning();
  return row;
}
