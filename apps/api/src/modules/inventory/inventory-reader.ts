import type { Database } from '../../db/database.ts';
import { findLevel, findLevels } from './inventory-repository.ts';

/**
 * What other modules may read of inventory (DESIGN §Data: stock is owned by the inventory module).
 * Levels of many products come in one query, so a product list costs one read whatever its size.
 */
export async function stockLevels(db: Database, productIds: string[]): Promise<Map<string, number>> {
  const rows = await findLevels(db, [...new Set(productIds)]);
  return new Map(rows.map((row) => [row.productId, row.level]));
}

/** A product's level; 0 when it has none yet. */
export async function stockLevel(db: Database, productId: string): Promise<number> {
  return (await findLevel(db, productId))?.level ?? 0;
}
