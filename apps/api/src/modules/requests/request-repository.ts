import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { requestsTable, type RequestRow } from './request-table.ts';

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
