import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  productGroupMembersTable,
  productGroupsTable,
  type ProductGroupRow,
  type ProductGroupTexts,
} from './product-group-table.ts';

export async function listGroupRows(
  db: Database,
  options: { search?: string | undefined; offset: number; limit: number },
) {
  let where: SQL | undefined;
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = sql`exists (select 1 from jsonb_each(${productGroupsTable.texts}) as t(lang, value) where t.value->>'name' ilike ${pattern})`;
  }
  const rows = await db
    .select()
    .from(productGroupsTable)
    .where(where)
    .orderBy(desc(productGroupsTable.createdAt), asc(productGroupsTable.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(productGroupsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findGroupRow(db: Database, id: string, forUpdate = false): Promise<ProductGroupRow | undefined> {
  const query = db.select().from(productGroupsTable).where(eq(productGroupsTable.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertGroupRow(db: Database, texts: ProductGroupTexts): Promise<ProductGroupRow> {
  const [row] = await db.insert(productGroupsTable).values({ texts }).returning();
  if (!row) throw new Error('product group insert returned no row');
  return row;
}

export async function updateGroupRow(db: Database, id: string, texts: ProductGroupTexts): Promise<void> {
  await db.update(productGroupsTable).set({ texts, updatedAt: new Date() }).where(eq(productGroupsTable.id, id));
}

export async function touchGroup(db: Database, id: string): Promise<void> {
  await db.update(productGroupsTable).set({ updatedAt: new Date() }).where(eq(productGroupsTable.id, id));
}

export async function deleteGroupRow(db: Database, id: string): Promise<boolean> {
  return (
    (await db.delete(productGroupsTable).where(eq(productGroupsTable.id, id)).returning({ id: productGroupsTable.id }))
      .length > 0
  );
}

/** Each group's product ids in the group's order. */
export async function findMembers(db: Database, groupIds: string[]): Promise<{ groupId: string; productId: string }[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: productGroupMembersTable.groupId, productId: productGroupMembersTable.productId })
    .from(productGroupMembersTable)
    .where(inArray(productGroupMembersTable.groupId, groupIds))
    .orderBy(asc(productGroupMembersTable.position));
}

/** Adds products after the current last one; products already in the group stay where they are. */
export async function addMembers(db: Database, groupId: string, productIds: string[]): Promise<void> {
  const [last] = await db
    .select({ position: max(productGroupMembersTable.position) })
    .from(productGroupMembersTable)
    .where(eq(productGroupMembersTable.groupId, groupId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(productGroupMembersTable)
    .values(productIds.map((productId, index) => ({ groupId, productId, position: start + index })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Database, groupId: string, productIds: string[]): Promise<void> {
  await db
    .delete(productGroupMembersTable)
    .where(and(eq(productGroupMembersTable.groupId, groupId), inArray(productGroupMembersTable.productId, productIds)));
}
