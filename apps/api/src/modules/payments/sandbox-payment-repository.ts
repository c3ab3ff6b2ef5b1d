import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxPaymentsTable, type SandboxPaymentRow } from './payment-table.ts';

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

export async function setSandboxPaymentStatus(
  db: Database,
  ref: string,
  status: SandboxPaymentRow['status'],
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentsTable)
    .set({ status })
    .where(eq(sandboxPaymentsTable.ref, ref))
    .returning();
  return row;
}
