import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InventorySort, InventoryStockFilter } from '@iot/shared/inventory';
import type { Language } from '@iot/shared/languages';
import type { Database } from '../../db/database.ts';
import { productNamesSubquery } from '../products/product-listing-reader.ts';
import {
  inventoryLevelsTable,
  stockMovementsTable,
  type InventoryLevelRow,
  type StockMovementInsert,
  type StockMovementRow,
} from './inventory-table.ts';
import { anyOf, preparedQuery } from '../../db/prepared.ts';

export async function findLevel(db: Database, productId: string): Promise<InventoryLevelRow | undefined> {
  const [row] = await db.select().from(inventoryLevelsTable).where(eq(inventoryLevelsTable.productId, productId));
  return row;
}

/** Levels of many products in one query (product lists). */
const levelsOf = preparedQuery((db) =>
  db.select().from(inventoryLevelsTable).where(anyOf(inventoryLevelsTable.productId, 'ids')).prepare('find_levels'),
);

export async function findLevels(db: Database, productIds: string[]): Promise<InventoryLevelRow[]> {
  if (productIds.length === 0) return [];
  return levelsOf(db).execute({ ids: productIds });
}

export async function insertLevel(
  db: Database,
  productId: string,
  level: number,
  now: Date,
): Promise<InventoryLevelRow> {
  const [row] = await db
    .insert(inventoryLevelsTable)
    .values({ productId, level, version: 1, updatedAt: now })
    .returning();
  if (!row) throw new Error('inventory insert returned no row');
  return row;
}

export async function findLevelForUpdate(db: Database, productId: string): Promise<InventoryLevelRow | undefined> {
  const [row] = await db
    .select()
    .from(inventoryLevelsTable)
    .where(eq(inventoryLevelsTable.productId, productId))
    .for('update');
  return row;
}

/** Sets the level only if the version is still the one the caller read; answers nothing otherwise. */
export async function changeLevelAtVersion(
  db: Database,
  productId: string,
  version: number,
  change: { level: number; lowStockThreshold: number },
  now: Date,
): Promise<InventoryLevelRow | undefined> {
  const [row] = await db
    .update(inventoryLevelsTable)
    .set({ ...change, version: sql`${inventoryLevelsTable.version} + 1`, updatedAt: now })
    .where(and(eq(inventoryLevelsTable.productId, productId), eq(inventoryLevelsTable.version, version)))
    .returning();
  return row;
}

/**
 * `level = level - quantity where level >= quantity`: the row lock of the update serialises
 * concurrent callers and the condition is re-checked on the latest row, so a level never goes below
 * zero whatever the interleaving (the CHECK constraint is the last guard).
 */
export async function decrementLevel(
  db: Database,
  productId: string,
  quantity: number,
  now: Date,
): Promise<InventoryLevelRow | undefined> {
  const [row] = await db
    .update(inventoryLevelsTable)
    .set({
      level: sql`${inventoryLevelsTable.level} - ${quantity}::integer`,
      version: sql`${inventoryLevelsTable.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(inventoryLevelsTable.productId, productId), gte(inventoryLevelsTable.level, quantity)))
    .returning();
  return row;
}

/** `level = level + quantity`: stock given back (a rejected order); the row lock serialises callers. */
export async function incrementLevel(
  db: Database,
  productId: string,
  quantity: number,
  now: Date,
): Promise<InventoryLevelRow | undefined> {
  const [row] = await db
    .update(inventoryLevelsTable)
    .set({
      level: sql`${inventoryLevelsTable.level} + ${quantity}::integer`,
      version: sql`${inventoryLevelsTable.version} + 1`,
      updatedAt: now,
    })
    .where(eq(inventoryLevelsTable.productId, productId))
    .returning();
  return row;
}

export async function insertMovements(db: Database, movements: StockMovementInsert[]): Promise<void> {
  if (movements.length) await db.insert(stockMovementsTable).values(movements);
}

/** The newest movements of a product first (served by stock_movements_product_idx). */
export async function listMovements(
  db: Database,
  productId: string,
  limit: number,
  offset = 0,
): Promise<StockMovementRow[]> {
  return db
    .select()
    .from(stockMovementsTable)
    .where(eq(stockMovementsTable.productId, productId))
    .orderBy(desc(stockMovementsTable.createdAt), desc(stockMovementsTable.levelAfter), desc(stockMovementsTable.id))
    .limit(limit)
    .offset(offset);
}

export async function countMovements(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(stockMovementsTable)
    .where(eq(stockMovementsTable.productId, productId));
  return row?.total ?? 0;
}

export type InventoryListFilter = {
  stock: InventoryStockFilter;
  sort: InventorySort;
  search?: string | undefined;
  language: Language;
  /** Without a limit every row comes back (the CSV export). */
  limit?: number;
  offset?: number;
};

export type InventoryListRow = Pick<
  InventoryLevelRow,
  'productId' | 'level' | 'lowStockThreshold' | 'version' | 'updatedAt'
> & { name: string; code: string; type: string };

/** Levels joined with the catalog's names in `language`, codes and types (one query, no query per row). */
function levelsWithNames(db: Database, language: Language) {
  const product = productNamesSubquery(db, language);
  const query = db
    .select({
      productId: inventoryLevelsTable.productId,
      level: inventoryLevelsTable.level,
      lowStockThreshold: inventoryLevelsTable.lowStockThreshold,
      version: inventoryLevelsTable.version,
      updatedAt: inventoryLevelsTable.updatedAt,
      name: product.name,
      code: product.code,
      type: product.type,
    })
    .from(inventoryLevelsTable)
    .innerJoin(product, eq(product.id, inventoryLevelsTable.productId))
    .$dynamic();
  return { product, query };
}

/** One product's level with its name, code and type. */
export async function findInventoryRow(
  db: Database,
  productId: string,
  language: Language,
): Promise<InventoryListRow | undefined> {
  const [row] = await levelsWithNames(db, language).query.where(eq(inventoryLevelsTable.productId, productId));
  return row;
}

/** The levels of these products with their names in `language`, codes and types, in one query. */
export async function findInventoryRows(
  db: Database,
  productIds: string[],
  language: Language,
): Promise<InventoryListRow[]> {
  if (productIds.length === 0) return [];
  return levelsWithNames(db, language).query.where(inArray(inventoryLevelsTable.productId, productIds));
}

/**
 * One row per product, its name in the request language, filtered, searched, sorted and paged in
 * the database. The stock filters run on inventory_levels_level_idx.
 */
export async function listInventoryRows(
  db: Database,
  filter: InventoryListFilter,
): Promise<{ rows: InventoryListRow[]; total: number }> {
  const { product, query } = levelsWithNames(db, filter.language);
  const level = inventoryLevelsTable.level;
  const parts: SQL[] = [];
  if (filter.stock === 'out') parts.push(eq(level, 0));
  if (filter.stock === 'low') parts.push(gt(level, 0), lte(level, inventoryLevelsTable.lowStockThreshold));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = or(ilike(product.name, pattern), ilike(product.code, pattern));
    if (matches) parts.push(matches);
  }
  const where = parts.length ? and(...parts) : undefined;
  const orderings: Record<InventorySort, SQL[]> = {
    nameAsc: [asc(product.name)],
    nameDesc: [desc(product.name)],
    levelAsc: [asc(level)],
    levelDesc: [desc(level)],
    updatedDesc: [desc(inventoryLevelsTable.updatedAt)],
  };
  const ordered = query.where(where).orderBy(...orderings[filter.sort], asc(inventoryLevelsTable.productId));
  if (filter.limit === undefined) {
    const rows = await ordered;
    return { rows, total: rows.length };
  }
  const rows = await ordered.limit(filter.limit).offset(filter.offset ?? 0);
  const [counted] = await db
    .select({ total: count() })
    .from(inventoryLevelsTable)
    .innerJoin(product, eq(product.id, inventoryLevelsTable.productId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Locks the levels of these products in id order (the stable lock order of every multi-product change). */
export async function findLevelsForUpdate(db: Database, productIds: string[]): Promise<InventoryLevelRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(inventoryLevelsTable)
    .where(inArray(inventoryLevelsTable.productId, productIds))
    .orderBy(asc(inventoryLevelsTable.productId))
    .for('update');
}
