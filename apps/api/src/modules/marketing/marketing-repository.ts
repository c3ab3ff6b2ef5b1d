import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { marketingItemsTable, type MarketingRow } from './marketing-table.ts';

type Kind = MarketingRow['kind'];

export async function listMarketingRows(
  db: Database,
  kind: Kind,
  options: { onlyActive: boolean; now: Date; offset: number; limit: number },
) {
  const where = options.onlyActive
    ? and(
        eq(marketingItemsTable.kind, kind),
        eq(marketingItemsTable.active, true),
        or(isNull(marketingItemsTable.startsAt), lte(marketingItemsTable.startsAt, options.now)),
        or(isNull(marketingItemsTable.endsAt), gt(marketingItemsTable.endsAt, options.now)),
      )
    : eq(marketingItemsTable.kind, kind);
  const rows = await db
    .select()
    .from(marketingItemsTable)
    .where(where)
    .orderBy(asc(marketingItemsTable.sortOrder), asc(marketingItemsTable.createdAt))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(marketingItemsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findMarketingRow(
  db: Database,
  kind: Kind,
  id: string,
  forUpdate = false,
): Promise<MarketingRow | undefined> {
  const query = db
    .select()
    .from(marketingItemsTable)
    .where(and(eq(marketingItemsTable.kind, kind), eq(marketingItemsTable.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertMarketingRow(
  db: Database,
  values: typeof marketingItemsTable.$inferInsert,
): Promise<MarketingRow> {
  const [row] = await db.insert(marketingItemsTable).values(values).returning();
  if (!row) throw new Error('marketing insert returned no row');
  return row;
}

export async function updateMarketingRow(
  db: Database,
  id: string,
  values: Partial<typeof marketingItemsTable.$inferInsert>,
): Promise<MarketingRow> {
  const [row] = await db
    .update(marketingItemsTable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(marketingItemsTable.id, id))
    .returning();
  if (!row) throw new Error('marketing update returned no row');
  return row;
}

export async function deleteMarketingRow(db: Database, kind: Kind, id: string): Promise<boolean> {
  return (
    (
      await db
        .delete(marketingItemsTable)
        .where(and(eq(marketingItemsTable.kind, kind), eq(marketingItemsTable.id, id)))
        .returning({ id: marketingItemsTable.id })
    ).length > 0
  );
}

export async function countMarketingRows(db: Database): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(marketingItemsTable);
  return counted?.total ?? 0;
}
