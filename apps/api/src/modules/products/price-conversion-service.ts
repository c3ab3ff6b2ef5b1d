import type { Language } from '@iot/shared/languages';
import { readTexts } from '@iot/shared/translatable-texts';
import type { ServiceContext } from '../../service-context.ts';
import {
  findPriceGroups,
  findPricedProducts,
  updatePrices,
  type PriceGroupRow,
} from './price-conversion-repository.ts';

/**
 * The catalog's side of changing the store's currency (DESIGN §Data: it converts or is refused):
 * what is priced in which currency, a few examples, and the conversion itself, which runs in the
 * caller's transaction (workflows/change-store-currency.ts).
 */
export type PriceGroup = PriceGroupRow;

/** Every distinct (currency, price) of the catalog with how many products have it. */
export function readPriceGroups(ctx: ServiceContext): Promise<PriceGroup[]> {
  return findPriceGroups(ctx.db);
}

export type PricedProduct = { id: string; code: string; name: string; priceMinor: number };

/** Up to `limit` products priced in `currency` (at one of `prices` when given), named in `language`. */
export async function readPricedProducts(
  ctx: ServiceContext,
  query: { currency: string; prices?: number[]; limit: number; language: Language },
): Promise<PricedProduct[]> {
  const rows = await findPricedProducts(ctx.db, query.currency, query.prices, query.limit);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: readTexts(row.texts, query.language, ['name']).name ?? row.code,
    priceMinor: row.priceMinor,
  }));
}

/** Reprices every product priced in `from` by the (old, new) table; answers how many products moved. */
export function convertProductPrices(
  ctx: ServiceContext,
  conversion: { from: string; to: string; prices: readonly (readonly [number, number])[] },
): Promise<number> {
  return updatePrices(ctx.db, conversion.from, conversion.to, conversion.prices);
}
