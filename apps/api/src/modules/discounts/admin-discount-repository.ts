import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DiscountListQuery } from '@iot/shared/admin-discounts';
import type { Database } from '../../db/database.ts';
import { discountRedemptionsTable, discountsTable, type DiscountRow } from './discount-table.ts';

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The SQL of each shown status (SPEC §4); `expired` is an active code whose end date has passed. */
function statusCondition(status: DiscountListQuery['status'], now: Date): SQL | undefined {
  const ended = lte(discountsTable.endsAt, now);
  switch (status) {
    case 'expired':
      return and(eq(discountsTable.status, 'active'), ended);
    case 'active':
      return and(
        eq(discountsTable.status, 'active'),
        or(isNull(discountsTable.endsAt), gt(discountsTable.endsAt, now)),
      );
    case 'used':
    case 'inactive':
      return eq(discountsTable.status, status);
    default:
      return undefined;
  }
}

/** One page of discounts, filtered, sorted and counted by the database. */
export async function listDiscountRows(db: Database, query: DiscountListQuery, now: Date) {
  const where = and(
    query.type ? eq(discountsTable.type, query.type) : undefined,
    statusCondition(query.status, now),
    query.search ? sql`${discountsTable.code} ilike ${escapeLike(query.search)}` : undefined,
  );
  const sortColumn = {
    createdAt: discountsTable.createdAt,
    code: sql`lower(${discountsTable.code})`,
    percentage: discountsTable.percentage,
    endsAt: discountsTable.endsAt,
    usedCount: discountsTable.usedCount,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(discountsTable)
    .where(where)
    .orderBy(direction(sortColumn), direction(discountsTable.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(discountsTable).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findDiscountById(db: Database, id: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discountsTable).where(eq(discountsTable.id, id));
  return row;
}

/**
 * The discount row, locked until the caller's transaction ends: a redemption (which updates the
 * same row first) waits for an edit, and an edit for a redemption, so "has it been used?" holds.
 */
export async function lockDiscount(db: Database, id: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discountsTable).where(eq(discountsTable.id, id)).for('update');
  return row;
}

/** Whether the code has a use, held or given back (its history). */
export async function hasRedemptions(db: Database, discountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptionsTable.id })
    .from(discountRedemptionsTable)
    .where(eq(discountRedemptionsTable.discountId, discountId))
    .limit(1);
  return row !== undefined;
}

/** Every use of the code, newest first, released ones (rejected orders) included. */
export function redemptionsOfDiscount(db: Database, discountId: string) {
  return db
    .select()
    .from(discountRedemptionsTable)
    .where(eq(discountRedemptionsTable.discountId, discountId))
    .orderBy(desc(discountRedemptionsTable.createdAt), desc(discountRedemptionsTable.id));
}

export type DiscountValues = Omit<typeof discountsTable.$inferInsert, 'id' | 'usedCount' | 'createdAt'>;

export async function insertDiscount(db: Database, values: DiscountValues & { createdAt: Date }): Promise<DiscountRow> {
  const [row] = await db.insert(discountsTable).values(values).returning();
  if (!row) throw new Error('discount insert returned nothing');
  return row;
}

/**
 * Writes the form's fields; the stored status follows the uses: a code whose uses are all taken is
 * `used`, one a higher number of usage re-opens is `active` again; `inactive` stays inactive.
 */
export async function updateDiscountRow(db: Database, id: string, values: DiscountValues): Promise<void> {
  const { status: _ignored, ...fields } = values;
  await db
    .update(discountsTable)
    .set({
      ...fields,
      status: sql`case when ${discountsTable.status} = 'inactive' then 'inactive'
        when (${discountsTable.usedCount} > 0 and ${values.singleUse ?? false})
          or (${values.usageLimit ?? null}::integer is not null and ${discountsTable.usedCount} >= ${values.usageLimit ?? null}::integer)
        then 'used' else 'active' end`,
    })
    .where(eq(discountsTable.id, id));
}

/**
 * Activates a code that has a use left (else undefined, nothing changes) or deactivates it; a
 * conditional update, so a redemption taking the last use at the same moment is seen.
 */
export async function setDiscountStatus(
  db: Database,
  id: string,
  status: 'active' | 'inactive',
  now: Date,
): Promise<DiscountRow | undefined> {
  const hasUseLeft = sql`(${discountsTable.usageLimit} is null or ${discountsTable.usedCount} < ${discountsTable.usageLimit})
    and (not ${discountsTable.singleUse} or ${discountsTable.usedCount} = 0)`;
  const [row] = await db
    .update(discountsTable)
    .set({ status, updatedAt: now })
    .where(and(eq(discountsTable.id, id), status === 'active' ? hasUseLeft : undefined))
    .returning();
  return row;
}
