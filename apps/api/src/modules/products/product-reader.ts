import type { ServiceContext } from '../../service-context.ts';
import { countProductsTypedBy as countTypedRows, findProductRows } from './product-repository.ts';
import { visibleProductPageKeys, visibleProductsFrom, type SitemapProductRow } from './storefront-repository.ts';
import type { ProductRow } from './product-table.ts';

/**
 * What other modules may read of the catalog (DESIGN §API: a small public surface per module;
 * nobody else imports this module's repository or tables).
 */
export type { ProductRow };
export { adminView, toProductReference, type ProductView } from './product-service.ts';
export { storefrontView } from './storefront-service.ts';
export { storefrontViewReader } from './storefront-view.ts';

/** The products with these ids, in no particular order; unknown ids are left out. */
export function readProductRows(ctx: ServiceContext, ids: string[]): Promise<ProductRow[]> {
  return findProductRows(ctx.db, ids);
}

/** How many products have the item as their device, gateway or accessory type (SPEC §3 product types). */
export function countProductsTypedBy(ctx: ServiceContext, itemId: string): Promise<number> {
  return countTypedRows(ctx.db, itemId);
}

export type { SitemapProductRow };

/** The first id of each run of `size` visible products in id order (the sitemap's pages). */
export function readVisibleProductPageKeys(ctx: ServiceContext, size: number): Promise<string[]> {
  return visibleProductPageKeys(ctx.db, size);
}

/** Up to `limit` visible products from `fromId` on, in id order: hidden products are never listed. */
export function readVisibleProductsFrom(
  ctx: ServiceContext,
  fromId: string,
  limit: number,
): Promise<SitemapProductRow[]> {
  return visibleProductsFrom(ctx.db, fromId, limit);
}
