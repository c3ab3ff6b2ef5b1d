import { and, asc, desc, eq, gte, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@iot/shared/languages';
import type { StorefrontSort } from '@iot/shared/products';
import type { Database } from '../../db/database.ts';
import { productMetadataTable, productsTable, type ProductRow } from './product-table.ts';

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

/** Visible products only; OR within one filter, AND across filters. */
function storefrontConditions(filter: StorefrontFilter): SQL | undefined {
  const parts: SQL[] = [eq(productsTable.visible, true)];
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
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${productsTable.code} ilike ${pattern} or exists (select 1 from jsonb_each(${productsTable.texts}) as t(lang, value) where t.value->>'name' ilike ${pattern} or t.value->>'shortName' ilike ${pattern}))`,
    );
  }
  return and(...parts);
}

export async function countStorefrontProducts(db: Database, filter: StorefrontFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(productsTable)
    .where(storefrontConditions(filter));
  return row?.total ?? 0;
}

export async function pageStorefrontProducts(
  db: Database,
  filter: StorefrontFilter,
  order: Exclude<StorefrontSort, 'nameAsc' | 'nameDesc'>,
  offset: number,
  limit: number,
): Promise<ProductRow[]> {
  const orderBy =
    order === 'highPrice'
      ? [desc(productsTable.priceMinor), asc(productsTable.id)]
      : order === 'lowPrice'
        ? [asc(productsTable.priceMinor), asc(productsTable.id)]
        : [desc(productsTable.createdAt), asc(productsTable.id)];
  return db
    .select()
    .from(productsTable)
    .where(storefrontConditions(filter))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** Every matching id with its names, for sorting by name with a real collator (Arabic included). */
export async function storefrontNames(db: Database, filter: StorefrontFilter, language: Language) {
  return db
    .select({
      id: productsTable.id,
      name: sql<string>`coalesce(nullif(${productsTable.texts}->${language}->>'name', ''), ${productsTable.texts}->'en'->>'name', '')`,
    })
    .from(productsTable)
    .where(storefrontConditions(filter));
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
