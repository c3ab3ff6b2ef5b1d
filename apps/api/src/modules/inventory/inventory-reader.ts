import type { ServiceContext } from '../../service-context.ts';
import { findLevel, findLevels } from './inventory-repository.ts';

/**
 * What other modules may read of inventory (DESIGN §Data: stock is owned by the inventory module).
 * Levels of many products come in one query, so a product list costs one read whatever its size.
 */
export async function stockLevels(ctx: Pick<ServiceContext, 'db'>, productIds: string[]): Promise<Map<string, number>> {
  const rows = await findLevels(ctx.db, [...new Set(productIds)]);
  return new Map(rows.map((row) => [row.productId, row.level]));
}

/** A product's level; 0 when it has none yet. */
export async function stockLevel(ctx: Pick<ServiceContext, 'db'>, productId: string): Promise<number> {
  return (await findLevel(ctx.db, productId))?.level ?? 0;
}
