import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  requestMessagesTable,
  requestsTable,
  type QuotedLine,
  type RequestMessageRow,
  type RequestRow,
} from './request-table.ts';

export type RequestCustomer = { kind: 'root' | 'tenant'; id: string };

export type RequestFilter = {
  type?: string | undefined;
  status?: string | undefined;
  search?: string | undefined;
  customer?: { kind: 'root' | 'tenant'; id: string } | undefined;
  offset: number;
  limit: number;
};

function conditions(filter: RequestFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.type) parts.push(eq(requestsTable.type, filter.type as RequestRow['type']));
  if (filter.status) parts.push(eq(requestsTable.status, filter.status as RequestRow['status']));
  if (filter.customer)
    parts.push(eq(requestsTable.customerKind, filter.customer.kind), eq(requestsTable.customerId, filter.customer.id));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${requestsTable.fullName} ilike ${pattern} or ${requestsTable.email} ilike ${pattern} or ${requestsTable.companyName} ilike ${pattern})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listRequestRows(
  db: Database,
  filter: RequestFilter,
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = conditions(filter);
  const rows = await db
    .select()
    .from(requestsTable)
    .where(where)
    .orderBy(desc(requestsTable.createdAt), desc(requestsTable.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(requestsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function countRequestsInStatuses(db: Database, statuses: RequestRow['status'][]): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(requestsTable)
    .where(inArray(requestsTable.status, statuses));
  return counted?.total ?? 0;
}

export async function findRequestRow(db: Database, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requestsTable).where(eq(requestsTable.id, id));
  return row;
}

export async function insertRequestRow(db: Database, values: typeof requestsTable.$inferInsert): Promise<RequestRow> {
  const [row] = await db.insert(requestsTable).values(values).returning();
  if (!row) throw new Error('request insert returned no row');
  return row;
}

export async function updateRequestStatus(
  db: Database,
  id: string,
  status: RequestRow['status'],
): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(requestsTable)
    .set({ status, updatedAt: new Date() })
    .where(eq(requestsTable.id, id))
    .returning();
  return row;
}

function ownedBy(id: string, customer: RequestCustomer): SQL | undefined {
  return and(
    eq(requestsTable.id, id),
    eq(requestsTable.customerKind, customer.kind),
    eq(requestsTable.customerId, customer.id),
  );
}

export async function findOwnRequestRow(
  db: Database,
  id: string,
  customer: RequestCustomer,
): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requestsTable).where(ownedBy(id, customer));
  return row;
}

export async function listRequestMessageRows(db: Database, requestIds: string[]): Promise<RequestMessageRow[]> {
  if (!requestIds.length) return [];
  return db
    .select()
    .from(requestMessagesTable)
    .where(inArray(requestMessagesTable.requestId, requestIds))
    .orderBy(asc(requestMessagesTable.createdAt), asc(requestMessagesTable.id));
}

export async function insertRequestMessage(
  db: Database,
  values: typeof requestMessagesTable.$inferInsert,
): Promise<RequestMessageRow> {
  const [row] = await db.insert(requestMessagesTable).values(values).returning();
  if (!row) throw new Error('request message insert returned no row');
  return row;
}

export type QuoteValues = {
  lines: QuotedLine[];
  currency: string;
  subtotalMinor: number;
  note: string;
  validUntil: Date;
  quotedAt: Date;
};

/** Writes (or revises) the quote and marks the request answered; never over an accepted quote. */
export async function saveQuote(db: Database, id: string, quote: QuoteValues): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(requestsTable)
    .set({
      status: 'answered',
      quoteStatus: 'offered',
      quoteLines: quote.lines,
      quoteCurrency: quote.currency,
      quoteSubtotalMinor: quote.subtotalMinor,
      quoteNote: quote.note,
      quoteValidUntil: quote.validUntil,
      quotedAt: quote.quotedAt,
      updatedAt: quote.quotedAt,
    })
    .where(and(eq(requestsTable.id, id), sql`${requestsTable.quoteStatus} is distinct from 'accepted'`))
    .returning();
  return row;
}

/** The customer declines an offered quote; answers nothing when it is not offered any more. */
export async function declineOfferedQuote(
  db: Database,
  id: string,
  customer: RequestCustomer,
  at: Date,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(requestsTable)
    .set({ quoteStatus: 'declined', updatedAt: at })
    .where(and(ownedBy(id, customer), eq(requestsTable.quoteStatus, 'offered')))
    .returning();
  return row;
}

/**
 * Accepts an offered, unexpired quote: a conditional update, so of two checkouts racing for one
 * quote the second waits for the first's row lock and then matches nothing.
 */
export async function claimOfferedQuote(
  db: Database,
  id: string,
  customer: RequestCustomer,
  at: Date,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(requestsTable)
    .set({ quoteStatus: 'accepted', status: 'closed', updatedAt: at })
    .where(and(ownedBy(id, customer), eq(requestsTable.quoteStatus, 'offered'), gt(requestsTable.quoteValidUntil, at)))
    .returning();
  return row;
}

/** The order an accepted quote bought, in the transaction that accepted it. */
export async function setQuoteOrder(db: Database, id: string, orderId: string): Promise<void> {
  await db.update(requestsTable).set({ quoteOrderId: orderId }).where(eq(requestsTable.id, id));
}

/** Moves a request back to the work queue (a customer wrote again), unless it is still new. */
export async function reopenRequest(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(requestsTable)
    .set({ status: 'in-progress', updatedAt: at })
    .where(and(eq(requestsTable.id, id), inArray(requestsTable.status, ['answered', 'closed'])));
}
