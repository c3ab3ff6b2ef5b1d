import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  inventoryLevelsTable,
  stockMovementsTable,
  type InventoryLevelRow,
  type StockMovementInsert,
  type StockMovementRow,
} from './inventory-table.ts';

export async function findLevel(db: Database, productId: string): Promise<InventoryLevelRow | undefined> {
  const [row] = await db.select().from(inventoryLevelsTable).where(eq(inventoryLevelsTable.productId, productId));
  return row;
}

/** Levels of many products in one query (product lists). */
export async function findLevels(db: Database, productIds: string[]): Promise<InventoryLevelRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(inventoryLevelsTable).where(inArray(inventoryLevelsTable.productId, productIds));
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
  level: number,
  now: Date,
): Promise<InventoryLevelRow | undefined> {
  const [row] = await db
    .update(inventoryLevelsTable)
    .set({ level, version: sql`${inventoryLevelsTable.version} + 1`, updatedAt: now })
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

/** The newest movements of a product first. */
export async function listMovements(db: Database, productId: string, limit: number): Promise<StockMovementRow[]> {
  return db
    .select()
    .from(stockMovementsTable)
    .where(eq(stockMovementsTable.productId, productId))
    .orderBy(desc(stockMovementsTable.createdAt), desc(stockMovementsTable.levelAfter))
    .limit(limit);
}
