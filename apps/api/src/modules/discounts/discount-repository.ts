import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { lower } from '../../db/columns.ts';
import type { Owner } from '../../db/owner-columns.ts';
import { discountRedemptionsTable, discountsTable, type DiscountRow } from './discount-table.ts';

export async function findDiscountByCode(db: Database, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountsTable)
    .where(eq(lower(discountsTable.code), code.trim().toLowerCase()));
  return row;
}

/** Whether the owner holds a use of the discount that was not given back. */
export async function ownerHasRedemption(db: Database, discountId: string, owner: Owner): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptionsTable.id })
    .from(discountRedemptionsTable)
    .where(
      and(
        eq(discountRedemptionsTable.discountId, discountId),
        eq(discountRedemptionsTable.ownerKind, owner.kind),
        eq(discountRedemptionsTable.ownerId, owner.id),
        isNull(discountRedemptionsTable.releasedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function firstRedemptionAt(db: Database, discountId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${discountRedemptionsTable.createdAt})`.mapWith(discountRedemptionsTable.createdAt),
    })
    .from(discountRedemptionsTable)
    .where(eq(discountRedemptionsTable.discountId, discountId));
  return row?.at ?? null;
}

/**
 * Takes the next use of a discount if one is left: one conditional update, so concurrent orders
 * queue on the row and each sees the count the one before it left. A single-use code, or one whose
 * last use this is, becomes `used` (SPEC §9: a code expires on use).
 */
export async function takeDiscountUse(
  db: Database,
  discountId: string,
  now: Date,
): Promise<{ usedCount: number; oncePerCustomer: boolean } | undefined> {
  const [row] = await db
    .update(discountsTable)
    .set({
      usedCount: sql`${discountsTable.usedCount} + 1`,
      status: sql`case when ${discountsTable.singleUse} or (${discountsTable.usageLimit} is not null and ${discountsTable.usedCount} + 1 >= ${discountsTable.usageLimit}) then 'used' else ${discountsTable.status} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(discountsTable.id, discountId),
        eq(discountsTable.status, 'active'),
        sql`(${discountsTable.usageLimit} is null or ${discountsTable.usedCount} < ${discountsTable.usageLimit})`,
        sql`(not ${discountsTable.singleUse} or ${discountsTable.usedCount} = 0)`,
      ),
    )
    .returning({ usedCount: discountsTable.usedCount, oncePerCustomer: discountsTable.oncePerCustomer });
  return row;
}

export type RedemptionInsert = Omit<typeof discountRedemptionsTable.$inferInsert, 'useNumber'>;

/**
 * The redemption row; undefined when a unique key (use number, order, once per customer) is taken.
 * Its use number follows the highest held one rather than the count, because a released use in the
 * middle would otherwise hand the next taker a number still held. The discount row, locked by
 * `takeDiscountUse` in the same transaction, serialises takers; the unique index is the last guard.
 */
export async function insertRedemption(db: Database, values: RedemptionInsert): Promise<string | undefined> {
  const held = sql`(select coalesce(max(${discountRedemptionsTable.useNumber}), 0) + 1 from ${discountRedemptionsTable}
    where ${discountRedemptionsTable.discountId} = ${values.discountId} and ${discountRedemptionsTable.releasedAt} is null)`;
  const [row] = await db
    .insert(discountRedemptionsTable)
    .values({ ...values, useNumber: held })
    .onConflictDoNothing()
    .returning({ id: discountRedemptionsTable.id });
  return row?.id;
}

export async function insertDiscounts(db: Database, rows: (typeof discountsTable.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(discountsTable).values(rows).onConflictDoNothing();
}

/**
 * Gives back the uses an order holds (the order was rejected), in the caller's transaction: the
 * redemption is marked released (kept as history, out of the unique keys) and the discount's count
 * drops by one, re-opening a code that its last use had made `used`. Answers the discounts released.
 */
export async function releaseOrderRedemptions(db: Database, orderId: string, now: Date): Promise<string[]> {
  const released = await db
    .update(discountRedemptionsTable)
    .set({ releasedAt: now })
    .where(and(eq(discountRedemptionsTable.orderId, orderId), isNull(discountRedemptionsTable.releasedAt)))
    .returning({ discountId: discountRedemptionsTable.discountId });
  const discountIds = released.map((row) => row.discountId).sort();
  for (const discountId of discountIds) {
    await db
      .update(discountsTable)
      .set({
        usedCount: sql`greatest(${discountsTable.usedCount} - 1, 0)`,
        status: sql`case when ${discountsTable.status} = 'used' then 'active' else ${discountsTable.status} end`,
        updatedAt: now,
      })
      .where(eq(discountsTable.id, discountId));
  }
  return discountIds;
}
