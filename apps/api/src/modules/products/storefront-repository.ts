import { and, asc, desc, eq, gte, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@iot/shared/languages';
import type { StorefrontSort } from '@iot/shared/products';
import type { Database } from '../../db/database.ts';
import { nameSortColumn } from './product-repository.ts';
import { catalogVersionTable, productMetadataTable, productsTable, type ProductTexts } from './product-table.ts';

export type StorefrontFilter = {
  search?: string | undefined;
  /** Price bounds in minor units of `priceCurrency`; prices in another currency do not match them. */
  priceCurrency?: string | undefined;
  minPriceMinor?: number | undefined;
  maxPriceMinor?: number | undefined;
  types?: string[] | undefined;
  communicationTypes?: string[] | undefined;
  warrantyMonths?: number[] | undefined;
  deviceTypeIds?: string[] | undefined;
  gatewayTypeIds?: string[] | undefined;
  accessoryTypeIds?: string[] | undefined;
  metadataIds?: { kind: string; ids: string[] }[] | undefined;
  ids?: string[] | undefined;
};

const searchTextSeparator = '\u001f';

/** Visible products only; OR within one filter, AND across filters. */
function storefrontConditions(filter: StorefrontFilter): SQL | undefined {
  // The bare column, as the partial indexes' predicate says it, so the planner sees they apply.
  const parts: SQL[] = [sql`${productsTable.visible}`];
  if (filter.types?.length) parts.push(inArray(productsTable.type, filter.types));
  if (filter.warrantyMonths?.length) parts.push(inArray(productsTable.warrantyMonths, filter.warrantyMonths));
  if (filter.ids?.length) parts.push(inArray(productsTable.id, filter.ids));
  if (filter.deviceTypeIds?.length) parts.push(inArray(productsTable.deviceTypeId, filter.deviceTypeIds));
  if (filter.gatewayTypeIds?.length) parts.push(inArray(productsTable.gatewayTypeId, filter.gatewayTypeIds));
  if (filter.accessoryTypeIds?.length) parts.push(inArray(productsTable.accessoryTypeId, filter.accessoryTypeIds));
  if (filter.priceCurrency !== undefined) parts.push(eq(productsTable.currency, filter.priceCurrency));
  if (filter.minPriceMinor !== undefined) parts.push(gte(productsTable.priceMinor, filter.minPriceMinor));
  if (filter.maxPriceMinor !== undefined) parts.push(lte(productsTable.priceMinor, filter.maxPriceMinor));
  if (filter.communicationTypes?.length) {
    parts.push(
      sql`${productsTable.communicationTypes} ?| ${sql.raw(`array[${filter.communicationTypes.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`)}`,
    );
  }
  for (const group of filter.metadataIds ?? []) {
    if (!group.ids.length) continue;
    parts.push(
      sql`exists (select 1 from ${productMetadataTable} where ${productMetadataTable.productId} = ${productsTable.id} and ${productMetadataTable.kind} = ${group.kind} and ${inArray(productMetadataTable.itemId, group.ids)})`,
    );
  }
  if (filter.search) {
    // The search text is the code, names and short names, lower-cased and kept apart by chr(31) (migration
    // 0011): LIKE on it with a lower-cased pattern is the ILIKE of each field, through the trigram index.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      filter.search.includes(searchTextSeparator)
        ? sql`false`
        : sql`${productsTable.searchText} like lower(${pattern})`,
    );
  }
  return and(...parts);
}

/** Each order ends with the id, so pages never overlap; the indexes of product-table.ts follow these exactly. */
function ordering(order: StorefrontSort, language: Language): SQL[] {
  const key = nameSortColumn(language);
  switch (order) {
    case 'highPrice':
      return [desc(productsTable.priceMinor), asc(productsTable.id)];
    case 'lowPrice':
      return [asc(productsTable.priceMinor), asc(productsTable.id)];
    case 'nameAsc':
      return [asc(key), asc(productsTable.id)];
    case 'nameDesc':
      return [desc(key), desc(productsTable.id)];
    default:
      return [desc(productsTable.createdAt), asc(productsTable.id)];
  }
}

const catalogVersion = sql<
  string | null
>`(select ${catalogVersionTable.version}::text from ${catalogVersionTable} where ${catalogVersionTable.id} = 1)`;

export type StorefrontCardRow = {
  id: string;
  code: string;
  /** Name and short name of each language, the rest of the texts left in the database. */
  texts: ProductTexts;
  type: string;
  priceMinor: number;
  currency: string;
  image: string | null;
  industryIds: string[];
  /** The catalog's version when the page was read (catalogVersionTable). */
  catalogVersion: string | null;
  /** The count of all matches; null when it was not counted because `knownVersion` is still current. */
  total: number | null;
};

/**
 * One page of cards in one query: the page's ids are picked off an index (a deep page walks the index,
 * not the rows), then only those rows are read. The same query counts the matches, unless the count
 * taken at `knownVersion` of the catalog still holds, and says which version it read.
 */
export async function pageStorefrontCards(
  db: Database,
  filter: StorefrontFilter,
  order: StorefrontSort,
  language: Language,
  page: { offset: number; limit: number },
  knownVersion: string | undefined,
): Promise<StorefrontCardRow[]> {
  const where = storefrontConditions(filter);
  const ids = db
    .select({ id: productsTable.id })
    .from(productsTable)
    .where(where)
    .orderBy(...ordering(order, language))
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ total: sql<number>`count(*)::int` })
    .from(productsTable)
    .where(where);
  return db
    .select({
      id: productsTable.id,
      code: productsTable.code,
      texts: sql<ProductTexts>`(select coalesce(jsonb_object_agg(t.language, jsonb_build_object('name', t.value->'name', 'shortName', t.value->'shortName')), '{}'::jsonb) from jsonb_each(${productsTable.texts}) as t(language, value))`,
      type: productsTable.type,
      priceMinor: productsTable.priceMinor,
      currency: productsTable.currency,
      image: sql<string | null>`${productsTable.images}->>0`,
      industryIds: sql<
        string[]
      >`array(select ${productMetadataTable.itemId}::text from ${productMetadataTable} where ${productMetadataTable.productId} = ${productsTable.id} and ${productMetadataTable.kind} = 'industries')`,
      catalogVersion,
      total: sql<number | null>`case when ${catalogVersion} = ${knownVersion ?? ''} then null else (${counted}) end`,
    })
    .from(productsTable)
    .where(inArray(productsTable.id, ids))
    .orderBy(...ordering(order, language));
}

/** The count of all matches and the catalog version it was taken at (for a page past the last one). */
export async function countStorefrontProducts(
  db: Database,
  filter: StorefrontFilter,
): Promise<{ total: number; catalogVersion: string | null }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, catalogVersion })
    .from(productsTable)
    .where(storefrontConditions(filter));
  return { total: row?.total ?? 0, catalogVersion: row?.catalogVersion ?? null };
}

export async function storefrontPriceRange(
  db: Database,
  filter: StorefrontFilter,
): Promise<{ min: number | null; max: number | null }> {
  const [row] = await db
    .select({ min: min(productsTable.priceMinor), max: max(productsTable.priceMinor) })
    .from(productsTable)
    .where(storefrontConditions(filter));
  return { min: row?.min ?? null, max: row?.max ?? null };
}

/** A visible product as the sitemap lists it: its address and when it last changed. */
export type SitemapProductRow = { id: string; updatedAt: Date };

/**
 * The first id of every run of `size` visible products in id order: the keys of the sitemap's
 * pages, so each page is read from its key on (keyset paging) rather than past an offset.
 */
export async function visibleProductPageKeys(db: Database, size: number): Promise<string[]> {
  const numbered = db
    .select({ id: productsTable.id, n: sql<number>`row_number() over (order by ${productsTable.id})`.as('n') })
    .from(productsTable)
    .where(eq(productsTable.visible, true))
    .as('numbered');
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${size} = 0`)
    .orderBy(numbered.id);
  return rows.map((row) => row.id);
}

/** Up to `limit` visible products from `fromId` on, in id order. */
export function visibleProductsFrom(db: Database, fromId: string, limit: number): Promise<SitemapProductRow[]> {
  return db
    .select({ id: productsTable.id, updatedAt: productsTable.updatedAt })
    .from(productsTable)
    .where(and(eq(productsTable.visible, true), gte(productsTable.id, fromId)))
    .orderBy(productsTable.id)
    .limit(limit);
}
