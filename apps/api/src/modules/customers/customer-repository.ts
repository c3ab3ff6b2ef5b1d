import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { CustomerListQuery } from '@iot/shared/admin-customers';
import type { Database } from '../../db/database.ts';
import { companyCustomerRows } from '../companies/company-reader.ts';
import { orderCountsByOwner } from '../orders/order-reader.ts';
import { tenantUserCustomerRows } from '../tenants/tenant-user-reader.ts';

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Companies and tenant users in one page: filtered, sorted and counted by the database. */
export async function listCustomerRows(db: Database, query: CustomerListQuery) {
  const customers = unionAll(companyCustomerRows(db), tenantUserCustomerRows(db)).as('customers');
  const counts = orderCountsByOwner(db);
  const ownerKind = sql`case when ${customers.kind} = 'root' then 'company' else 'tenant-user' end`;
  const pattern = query.search ? escapeLike(query.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.kind ? eq(customers.kind, query.kind) : undefined,
    query.status === 'blocked' ? isNotNull(customers.blockedAt) : undefined,
    query.status === 'active' ? isNull(customers.blockedAt) : undefined,
    pattern
      ? sql`(${customers.name} ilike ${pattern} or ${customers.organization} ilike ${pattern} or ${customers.username} ilike ${pattern} or ${customers.email} ilike ${pattern})`
      : undefined,
  ];
  const where = and(...conditions);
  const ordersCount = sql<number>`coalesce(${counts.ordersCount}, 0)`.mapWith(Number);
  const sortColumn = {
    createdAt: customers.createdAt,
    name: sql`lower(${customers.name})`,
    email: sql`lower(${customers.email})`,
    ordersCount,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: customers.id,
      kind: customers.kind,
      name: customers.name,
      username: customers.username,
      email: customers.email,
      organization: customers.organization,
      blockedAt: customers.blockedAt,
      createdAt: customers.createdAt,
      ordersCount,
    })
    .from(customers)
    .leftJoin(counts, and(sql`${counts.ownerKind} = ${ownerKind}`, eq(counts.ownerId, customers.id)))
    .where(where)
    .orderBy(direction(sortColumn), direction(customers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(customers).where(where);
  return { rows, total: total?.value ?? 0 };
}
