import { and, asc, count, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentTransactionsTable, type PaymentTransactionKind, type PaymentTransactionRow } from './payment-table.ts';

export type PaymentTransactionInsert = typeof paymentTransactionsTable.$inferInsert;

/** One row per (order, kind): a second authorization of the same order changes nothing. */
export async function insertPaymentTransaction(db: Database, values: PaymentTransactionInsert): Promise<void> {
  await db.insert(paymentTransactionsTable).values(values).onConflictDoNothing();
}

/** A new row, or undefined when the order already has one with its unique key (a refund's request key). */
export async function insertNewPaymentTransaction(
  db: Database,
  values: PaymentTransactionInsert,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db.insert(paymentTransactionsTable).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPaymentTransactionByRequestKey(
  db: Database,
  orderId: string,
  requestKey: string,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactionsTable)
    .where(and(eq(paymentTransactionsTable.orderId, orderId), eq(paymentTransactionsTable.requestKey, requestKey)));
  return row;
}

export async function findPaymentTransactions(db: Database, orderIds: string[]): Promise<PaymentTransactionRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentTransactionsTable)
    .where(inArray(paymentTransactionsTable.orderId, orderIds))
    .orderBy(asc(paymentTransactionsTable.createdAt));
}

/**
 * Claims the (order, kind) row for a provider call about to be made: a new row, one whose earlier
 * call failed, or one still pending since before `staleBefore` (its request died before it could
 * finish). Answers undefined when another request holds or made it.
 */
export async function claimPaymentTransaction(
  db: Database,
  values: PaymentTransactionInsert & { createdAt: Date; orderId: string },
  statuses: { pending: string; failed: string },
  staleBefore: Date,
): Promise<PaymentTransactionRow | undefined> {
  const [inserted] = await db.insert(paymentTransactionsTable).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [reclaimed] = await db
    .update(paymentTransactionsTable)
    .set({
      status: values.status,
      providerRef: values.providerRef,
      actorId: values.actorId ?? null,
      createdAt: values.createdAt,
    })
    .where(
      and(
        eq(paymentTransactionsTable.orderId, values.orderId),
        eq(paymentTransactionsTable.kind, values.kind),
        or(
          eq(paymentTransactionsTable.status, statuses.failed),
          and(
            eq(paymentTransactionsTable.status, statuses.pending),
            lt(paymentTransactionsTable.createdAt, staleBefore),
          ),
        ),
      ),
    )
    .returning();
  return reclaimed;
}

/**
 * Takes up to `limit` claims still `pending` since before `staleBefore` (their request died between
 * the claim and the provider's answer), for the reconciler: each is claimed again at `now` in the
 * same statement, as a request re-claiming it would, so another instance skips it.
 */
export async function reclaimStalePaymentTransactions(
  db: Database,
  pending: string,
  staleBefore: Date,
  now: Date,
  limit: number,
): Promise<PaymentTransactionRow[]> {
  const stale = and(eq(paymentTransactionsTable.status, pending), lt(paymentTransactionsTable.createdAt, staleBefore));
  const due = db
    .select({ id: paymentTransactionsTable.id })
    .from(paymentTransactionsTable)
    .where(stale)
    .orderBy(asc(paymentTransactionsTable.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentTransactionsTable)
    .set({ createdAt: now })
    .where(and(inArray(paymentTransactionsTable.id, due), stale))
    .returning();
}

/** Settles a claim only while it is still the one taken at `claimedAt` and pending; answers whether it did. */
export async function settleClaimedPaymentTransaction(
  db: Database,
  claim: { id: string; claimedAt: Date },
  pending: string,
  status: string,
): Promise<boolean> {
  const rows = await db
    .update(paymentTransactionsTable)
    .set({ status })
    .where(
      and(
        eq(paymentTransactionsTable.id, claim.id),
        eq(paymentTransactionsTable.status, pending),
        eq(paymentTransactionsTable.createdAt, claim.claimedAt),
      ),
    )
    .returning({ id: paymentTransactionsTable.id });
  return rows.length > 0;
}

export async function updatePaymentTransactionStatus(
  db: Database,
  key: { orderId: string; kind: PaymentTransactionKind },
  values: { status: string; providerRef?: string | null },
): Promise<void> {
  await db
    .update(paymentTransactionsTable)
    .set(values)
    .where(and(eq(paymentTransactionsTable.orderId, key.orderId), eq(paymentTransactionsTable.kind, key.kind)));
}

export type PaymentTransactionFilter = {
  /** Only these orders' transactions (a customer's orders); undefined for every order. */
  orderIds?: string[] | undefined;
  kind?: PaymentTransactionKind | undefined;
  offset: number;
  limit: number;
};

/** Transactions newest first, one page of them and how many match. */
export async function listPaymentTransactionRows(
  db: Database,
  filter: PaymentTransactionFilter,
): Promise<{ rows: PaymentTransactionRow[]; total: number }> {
  if (filter.orderIds?.length === 0) return { rows: [], total: 0 };
  const where = and(
    // A released checkout's row has no order to show it under.
    isNotNull(paymentTransactionsTable.orderId),
    filter.orderIds ? inArray(paymentTransactionsTable.orderId, filter.orderIds) : undefined,
    filter.kind ? eq(paymentTransactionsTable.kind, filter.kind) : undefined,
  );
  const rows = await db
    .select()
    .from(paymentTransactionsTable)
    .where(where)
    .orderBy(desc(paymentTransactionsTable.createdAt), desc(paymentTransactionsTable.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(paymentTransactionsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}
