import { resolveBrand } from '@iot/shared/brands';
import type { ServiceContext } from '../../service-context.ts';
import { findLevel, findLevels } from './inventory-repository.ts';

/**
 * SPEC §6: only brands with back-office stock keep stock. Elsewhere nobody could set a level, so no
 * level limits a sale and none is shown: every reader answers null ("not kept") for every product.
 */
export function keepsStock(ctx: Pick<ServiceContext, 'config'>): boolean {
  return resolveBrand(ctx.config.brand).features.cmsStock;
}

/** A product's level, 0 when it has none yet; null for every product where the brand keeps no stock. */
export type StockLookup = (productId: string) => number | null;

/**
 * What other modules may read of inventory (DESIGN §Data: stock is owned by the inventory module).
 * Levels of many products come in one query, so a product list costs one read whatever its size.
 */
export async function stockLevels(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  productIds: string[],
): Promise<StockLookup> {
  if (!keepsStock(ctx)) return () => null;
  const rows = await findLevels(ctx.db, [...new Set(productIds)]);
  const levels = new Map(rows.map((row) => [row.productId, row.level]));
  return (productId) => levels.get(productId) ?? 0;
}

/** A product's level; 0 when it has none yet, null where the brand keeps no stock. */
export async function stockLevel(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  productId: string,
): Promise<number | null> {
  if (!keepsStock(ctx)) return null;
  return (await findLevel(ctx.db, productId))?.level ?? 0;
}
