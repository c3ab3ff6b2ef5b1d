import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Owner } from '../../db/owner-columns.ts';
import { ordersTable } from './order-table.ts';

/** How many orders each owner placed, as a subquery the back office's customer list joins and sorts by. */
export function orderCountsByOwner(db: Database) {
  return db
    .select({
      ownerKind: ordersTable.ownerKind,
      ownerId: ordersTable.ownerId,
      ordersCount: count().as('orders_count'),
    })
    .from(ordersTable)
    .groupBy(ordersTable.ownerKind, ordersTable.ownerId)
    .as('order_counts');
}

/** An owner's order count and, per currency, what its orders that were not rejected came to (minor units). */
export async function findOrderTotalsOf(
  db: Database,
  owner: Owner,
): Promise<{ orders: number; spent: { currency: string; amountMinor: number }[] }> {
  const ownedBy = and(eq(ordersTable.ownerKind, owner.kind), eq(ordersTable.ownerId, owner.id));
  const [counted] = await db.select({ orders: count() }).from(ordersTable).where(ownedBy);
  const spent = await db
    .select({
      currency: ordersTable.currency,
      amountMinor: sql<number>`sum(${ordersTable.totalMinor})`.mapWith(Number),
    })
    .from(ordersTable)
    .where(and(ownedBy, notInArray(ordersTable.status, ['rejected', 'cancelled'])))
    .groupBy(ordersTable.currency)
    .orderBy(sql`sum(${ordersTable.totalMinor}) desc`, ordersTable.currency);
  return { orders: counted?.orders ?? 0, spent };
}

/** The short number of each order, for links to them. */
export async function findOrderNumbers(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ordersTable.id, number: ordersTable.number })
    .from(ordersTable)
    .where(inArray(ordersTable.id, ids));
  return new Map(rows.map((row) => [row.id, row.number]));
}
