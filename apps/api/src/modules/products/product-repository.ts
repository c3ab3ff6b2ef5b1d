import { and, asc, count, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@iot/shared/languages';
import type { ProductSort } from '@iot/shared/products';
import type { Database } from '../../db/database.ts';
import {
  productMetadataTable,
  productRelationsTable,
  productsTable,
  type ProductInsert,
  type ProductRelationKind,
  type ProductRow,
} from './product-table.ts';
import { anyOf, preparedQuery } from '../../db/prepared.ts';

export type ProductFilter = {
  search?: string | undefined;
  type?: string | undefined;
  visible?: boolean | undefined;
  sort: ProductSort;
  language: Language;
  offset: number;
  limit: number;
};

/** The name in the given language, falling back to English, as SQL for sorting. */
function nameIn(language: Language): SQL<string> {
  return sql<string>`coalesce(nullif(${productsTable.texts}->${language}->>'name', ''), ${productsTable.texts}->'en'->>'name', '')`;
}

function conditions(filter: ProductFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.type) parts.push(eq(productsTable.type, filter.type));
  if (filter.visible !== undefined) parts.push(eq(productsTable.visible, filter.visible));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${productsTable.code} ilike ${pattern} or exists (select 1 from jsonb_each(${productsTable.texts}) as t(lang, value) where t.value->>'name' ilike ${pattern} or t.value->>'shortName' ilike ${pattern}))`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

function ordering(filter: ProductFilter): SQL[] {
  switch (filter.sort) {
    case 'highPrice':
      return [desc(productsTable.priceMinor), asc(productsTable.id)];
    case 'lowPrice':
      return [asc(productsTable.priceMinor), asc(productsTable.id)];
    case 'nameAsc':
      return [asc(nameIn(filter.language)), asc(productsTable.id)];
    case 'nameDesc':
      return [desc(nameIn(filter.language)), asc(productsTable.id)];
    default:
      return [desc(productsTable.createdAt), asc(productsTable.id)];
  }
}

const nameSortColumns = { en: productsTable.nameSortEn, ar: productsTable.nameSortAr } satisfies Record<
  Language,
  unknown
>;

/** The column of a language's order-preserving name keys (name-order.ts). */
export function nameSortColumn(language: Language) {
  return nameSortColumns[language];
}

/** A product's id, and its shown name and name key in each language. */
const nameSortEntry = {
  id: productsTable.id,
  en: nameIn('en'),
  ar: nameIn('ar'),
  enKey: productsTable.nameSortEn,
  arKey: productsTable.nameSortAr,
};

/** Every product's name sort entry: what rebuilding the keys needs. */
export async function listNameSortEntries(db: Database) {
  return db.select(nameSortEntry).from(productsTable);
}

/** One product's name sort entry: what placing its keys starts from. */
export async function findNameSortEntry(db: Database, id: string) {
  const [row] = await db.select(nameSortEntry).from(productsTable).where(eq(productsTable.id, id));
  return row;
}

type KeyedName = { id: string; name: string; key: string };

/**
 * Among products other than `exceptId` strictly between `low` and `high` in the language's (key, id)
 * order, the last with a key below `key` and the first with a key at or above it: two walks of one
 * entry along the name key index, in one statement. `key` lies strictly between the bounds' keys, so
 * each walk needs only its far bound: one start and one stop (a scalar and a row bound on the same
 * side would leave PostgreSQL starting from either, possibly far away).
 */
export async function nameSortNeighbours(
  db: Database,
  language: Language,
  exceptId: string,
  key: string,
  low: { id: string; key: string } | null,
  high: { id: string; key: string } | null,
): Promise<{ below: KeyedName | undefined; above: KeyedName | undefined }> {
  const column = nameSortColumn(language);
  const walk = (side: 'below' | 'above') => {
    const parts: SQL[] = [ne(productsTable.id, exceptId)];
    if (side === 'below') {
      parts.push(sql`${column} < ${key}`);
      if (low) parts.push(sql`(${column}, ${productsTable.id}) > (${low.key}, ${low.id}::uuid)`);
    } else {
      parts.push(sql`${column} >= ${key}`);
      if (high) parts.push(sql`(${column}, ${productsTable.id}) < (${high.key}, ${high.id}::uuid)`);
    }
    const order =
      side === 'below' ? sql`${column} desc, ${productsTable.id} desc` : sql`${column}, ${productsTable.id}`;
    return sql`(select ${side}::text as side, ${productsTable.id} as id, ${nameIn(language)} as name, ${column} as key
      from ${productsTable} where ${and(...parts)} order by ${order} limit 1)`;
  };
  const { rows } = (await db.execute(sql`${walk('below')} union all ${walk('above')}`)) as unknown as {
    rows: (KeyedName & { side: 'below' | 'above' })[];
  };
  const found = (side: 'below' | 'above') => {
    const row = rows.find((candidate) => candidate.side === side);
    return row && { id: row.id, name: row.name, key: row.key };
  };
  return { below: found('below'), above: found('above') };
}

/**
 * Whether a product other than `exceptId` and `entries` has the language's name key of one of
 * `entries`: two products placed into the same gap at once share a key, the id ordering them.
 */
export async function sharesNameSortKey(
  db: Database,
  language: Language,
  exceptId: string,
  entries: { id: string; key: string }[],
): Promise<boolean> {
  if (entries.length === 0) return false;
  const [row] = await db
    .select({ id: productsTable.id })
    .from(productsTable)
    .where(
      and(
        inArray(
          nameSortColumn(language),
          entries.map((entry) => entry.key),
        ),
        notInArray(productsTable.id, [exceptId, ...entries.map((entry) => entry.id)]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether some product (other than `exceptId`) has no name key yet in some language (rows inserted in bulk). */
export async function hasUnkeyedProducts(db: Database, exceptId?: string): Promise<boolean> {
  const unkeyed = or(sql`${productsTable.nameSortEn} is null`, sql`${productsTable.nameSortAr} is null`);
  const [row] = await db
    .select({ id: productsTable.id })
    .from(productsTable)
    .where(exceptId === undefined ? unkeyed : and(unkeyed, ne(productsTable.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Writes name keys of both languages, tens of thousands of rows per statement (one pass over the table each), skipping rows that already
 * have them (ids are uuids and keys base-36 digits: the array literals need no quoting).
 */
export async function writeNameSortKeys(
  db: Database,
  keys: { id: string; en: string | null; ar: string | null }[],
): Promise<void> {
  const list = (values: (string | null)[]) => `{${values.map((value) => value ?? 'NULL').join(',')}}`;
  for (let start = 0; start < keys.length; start += 50_000) {
    const chunk = keys.slice(start, start + 50_000);
    const ids = list(chunk.map((entry) => entry.id));
    const en = list(chunk.map((entry) => entry.en));
    const ar = list(chunk.map((entry) => entry.ar));
    await db.execute(
      sql`update ${productsTable} set name_sort_en = coalesce(keyed.en, ${productsTable.nameSortEn}), name_sort_ar = coalesce(keyed.ar, ${productsTable.nameSortAr})
        from (select unnest(${ids}::uuid[]) as id, unnest(${en}::text[]) as en, unnest(${ar}::text[]) as ar) as keyed
        where ${productsTable.id} = keyed.id
          and (${productsTable.nameSortEn} is distinct from coalesce(keyed.en, ${productsTable.nameSortEn})
            or ${productsTable.nameSortAr} is distinct from coalesce(keyed.ar, ${productsTable.nameSortAr}))`,
    );
  }
}

export async function listProductRows(
  db: Database,
  filter: ProductFilter,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = conditions(filter);
  const rows = await db
    .select()
    .from(productsTable)
    .where(where)
    .orderBy(...ordering(filter))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(productsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

const productRowById = preparedQuery((db) =>
  db
    .select()
    .from(productsTable)
    .where(eq(productsTable.id, sql.placeholder('id')))
    .prepare('find_product_row'),
);

export async function findProductRow(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await productRowById(db).execute({ id });
  return row;
}

export async function findProductRowForUpdate(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(productsTable).where(eq(productsTable.id, id)).for('update');
  return row;
}

export async function findProductRows(db: Database, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(productsTable).where(inArray(productsTable.id, ids));
}

export async function isCodeTaken(db: Database, code: string, exceptId?: string): Promise<boolean> {
  const clauses = [sql`lower(${productsTable.code}) = lower(${code})`];
  if (exceptId) clauses.push(ne(productsTable.id, exceptId));
  const [row] = await db
    .select({ id: productsTable.id })
    .from(productsTable)
    .where(and(...clauses))
    .limit(1);
  return Boolean(row);
}

export async function insertProductRow(db: Database, values: ProductInsert): Promise<ProductRow> {
  const [row] = await db.insert(productsTable).values(values).returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}

export async function updateProductRow(db: Database, id: string, values: Partial<ProductInsert>): Promise<ProductRow> {
  const [row] = await db
    .update(productsTable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productsTable.id, id))
    .returning();
  if (!row) throw new Error('product update returned no row');
  return row;
}

export async function deleteProductRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(productsTable).where(eq(productsTable.id, id)).returning({ id: productsTable.id });
  return deleted.length > 0;
}

/** Codes of the packages that include the product. */
export async function findIncludingPackageCodes(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ code: productsTable.code })
    .from(productRelationsTable)
    .innerJoin(productsTable, eq(productRelationsTable.productId, productsTable.id))
    .where(and(eq(productRelationsTable.relation, 'includes'), eq(productRelationsTable.relatedId, productId)))
    .orderBy(asc(productsTable.code));
  return rows.map((row) => row.code);
}

export async function countProducts(db: Database): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(productsTable);
  return counted?.total ?? 0;
}

// ---------- metadata links ----------

export async function replaceMetadataLinks(
  db: Database,
  productId: string,
  kind: string,
  itemIds: string[],
): Promise<void> {
  await db
    .delete(productMetadataTable)
    .where(and(eq(productMetadataTable.productId, productId), eq(productMetadataTable.kind, kind)));
  if (itemIds.length)
    await db.insert(productMetadataTable).values(itemIds.map((itemId) => ({ productId, itemId, kind })));
}

const metadataLinksOf = preparedQuery((db) =>
  db
    .select({
      productId: productMetadataTable.productId,
      kind: productMetadataTable.kind,
      itemId: productMetadataTable.itemId,
    })
    .from(productMetadataTable)
    .where(anyOf(productMetadataTable.productId, 'ids'))
    .prepare('find_metadata_links'),
);

export async function findMetadataLinks(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return metadataLinksOf(db).execute({ ids: productIds });
}

// ---------- product relations ----------

export async function replaceRelations(
  db: Database,
  productId: string,
  relation: ProductRelationKind,
  items: { relatedId: string; quantity: number }[],
): Promise<void> {
  await db
    .delete(productRelationsTable)
    .where(and(eq(productRelationsTable.productId, productId), eq(productRelationsTable.relation, relation)));
  if (items.length) {
    await db
      .insert(productRelationsTable)
      .values(items.map((item, position) => ({ productId, relation, position, ...item })));
  }
}

const relationsOf = preparedQuery((db) =>
  db
    .select({
      productId: productRelationsTable.productId,
      relation: productRelationsTable.relation,
      quantity: productRelationsTable.quantity,
      related: productsTable,
    })
    .from(productRelationsTable)
    .innerJoin(productsTable, eq(productRelationsTable.relatedId, productsTable.id))
    .where(anyOf(productRelationsTable.productId, 'ids'))
    .orderBy(asc(productRelationsTable.position))
    .prepare('find_relations'),
);

export async function findRelations(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return relationsOf(db).execute({ ids: productIds });
}

/** Every "includes" edge, to refuse a package that would end up including itself. */
export async function findIncludeEdges(db: Database): Promise<{ productId: string; relatedId: string }[]> {
  return db
    .select({ productId: productRelationsTable.productId, relatedId: productRelationsTable.relatedId })
    .from(productRelationsTable)
    .where(eq(productRelationsTable.relation, 'includes'));
}

/** Products whose device, gateway or accessory type the item is. */
export async function countProductsTypedBy(db: Database, itemId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(productsTable)
    .where(
      or(
        eq(productsTable.deviceTypeId, itemId),
        eq(productsTable.gatewayTypeId, itemId),
        eq(productsTable.accessoryTypeId, itemId),
      ),
    );
  return counted?.total ?? 0;
}

/**
 * Each product's id, name in `language` (English when that one has none), code and type, as a
 * subquery another module's repository joins on the id (the inventory list searches and sorts by
 * name in one query). Only these columns leave the module.
 */
export function productNamesSubquery(db: Database, language: Language) {
  return db
    .select({
      id: productsTable.id,
      name: nameIn(language).as('product_name'),
      code: productsTable.code,
      type: productsTable.type,
    })
    .from(productsTable)
    .as('product_names');
}
