import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { metadataItemsTable, type MetadataItemRow, type MetadataTexts } from './metadata-item-table.ts';
import { anyOf, preparedQuery } from '../../db/prepared.ts';

export type MetadataListFilter = {
  kind: string;
  search?: string | undefined;
  active?: boolean | undefined;
  offset: number;
  limit: number;
};

function listConditions(filter: Omit<MetadataListFilter, 'offset' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = [eq(metadataItemsTable.kind, filter.kind)];
  if (filter.active !== undefined) conditions.push(eq(metadataItemsTable.active, filter.active));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A match in any language's title: an admin searching in Arabic finds items created in English too.
    conditions.push(
      sql`exists (select 1 from jsonb_each(${metadataItemsTable.texts}) as t(lang, value) where t.value->>'title' ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

export async function listMetadataItems(
  db: Database,
  filter: MetadataListFilter,
): Promise<{ rows: MetadataItemRow[]; total: number }> {
  const where = listConditions(filter);
  const rows = await db
    .select()
    .from(metadataItemsTable)
    .where(where)
    .orderBy(desc(metadataItemsTable.createdAt), desc(metadataItemsTable.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(metadataItemsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findMetadataItem(db: Database, kind: string, id: string): Promise<MetadataItemRow | undefined> {
  const [row] = await db
    .select()
    .from(metadataItemsTable)
    .where(and(eq(metadataItemsTable.kind, kind), eq(metadataItemsTable.id, id)));
  return row;
}

export async function findMetadataItemForUpdate(
  db: Database,
  kind: string,
  id: string,
): Promise<MetadataItemRow | undefined> {
  const [row] = await db
    .select()
    .from(metadataItemsTable)
    .where(and(eq(metadataItemsTable.kind, kind), eq(metadataItemsTable.id, id)))
    .for('update');
  return row;
}

export async function insertMetadataItem(
  db: Database,
  values: { kind: string; texts: MetadataTexts; image: string | null; active: boolean },
): Promise<MetadataItemRow> {
  const [row] = await db.insert(metadataItemsTable).values(values).returning();
  if (!row) throw new Error('metadata insert returned no row');
  return row;
}

export async function updateMetadataItem(
  db: Database,
  id: string,
  values: { texts: MetadataTexts; image: string | null; active: boolean },
): Promise<MetadataItemRow> {
  const [row] = await db
    .update(metadataItemsTable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(metadataItemsTable.id, id))
    .returning();
  if (!row) throw new Error('metadata update returned no row');
  return row;
}

export async function deleteMetadataItem(db: Database, kind: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(metadataItemsTable)
    .where(and(eq(metadataItemsTable.kind, kind), eq(metadataItemsTable.id, id)))
    .returning({ id: metadataItemsTable.id });
  return deleted.length > 0;
}

export async function findMetadataKindsByIds(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: metadataItemsTable.id, kind: metadataItemsTable.kind })
    .from(metadataItemsTable)
    .where(inArray(metadataItemsTable.id, ids));
  return new Map(rows.map((row) => [row.id, row.kind]));
}

const metadataItemsOf = preparedQuery((db) =>
  db.select().from(metadataItemsTable).where(anyOf(metadataItemsTable.id, 'ids')).prepare('find_metadata_items'),
);

export async function findMetadataItemsByIds(db: Database, ids: string[]): Promise<MetadataItemRow[]> {
  if (ids.length === 0) return [];
  return metadataItemsOf(db).execute({ ids });
}

export async function countMetadataItems(db: Database, kind: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(metadataItemsTable)
    .where(eq(metadataItemsTable.kind, kind));
  return counted?.total ?? 0;
}
