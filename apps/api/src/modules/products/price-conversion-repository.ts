import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productsTable, type ProductTexts } from './product-table.ts';

export type PriceGroupRow = { currency: string; priceMinor: number; count: number };

/** The catalog's prices as (currency, price, how many products): what a conversion works on. */
export async function findPriceGroups(db: Database): Promise<PriceGroupRow[]> {
  return db
    .select({ currency: productsTable.currency, priceMinor: productsTable.priceMinor, count: count() })
    .from(productsTable)
    .groupBy(productsTable.currency, productsTable.priceMinor)
    .orderBy(asc(productsTable.currency), asc(productsTable.priceMinor));
}

export type PricedProductRow = { id: string; code: string; texts: ProductTexts; priceMinor: number };

/** A few products priced in `currency` (at one of `prices` when given), by code. */
export async function findPricedProducts(
  db: Database,
  currency: string,
  prices: number[] | undefined,
  limit: number,
): Promise<PricedProductRow[]> {
  const inCurrency = eq(productsTable.currency, currency);
  return db
    .select({
      id: productsTable.id,
      code: productsTable.code,
      texts: productsTable.texts,
      priceMinor: productsTable.priceMinor,
    })
    .from(productsTable)
    .where(prices ? and(inCurrency, inArray(productsTable.priceMinor, prices)) : inCurrency)
    .orderBy(asc(productsTable.code))
    .limit(limit);
}

/**
 * Moves every price in `from` to `to` by the table of (old, new) minor amounts, in one statement
 * per few thousand distinct prices; answers how many products changed.
 */
export async function updatePrices(
  db: Database,
  from: string,
  to: string,
  pairs: readonly (readonly [number, number])[],
): Promise<number> {
  let changed = 0;
  const chunk = 5000;
  for (let start = 0; start < pairs.length; start += chunk) {
    const part = pairs.slice(start, start + chunk);
    const rows = await db
      .update(productsTable)
      .set({
        priceMinor: sql`conversion.new_minor`,
        currency: to,
        updatedAt: new Date(),
      })
      .from(
        sql`unnest(${sql.param(part.map(([old]) => old))}::int[], ${sql.param(part.map(([, next]) => next))}::int[]) as conversion(old_minor, new_minor)`,
      )
      .where(and(eq(productsTable.currency, from), eq(productsTable.priceMinor, sql`conversion.old_minor`)))
      .returning({ id: productsTable.id });
    changed += rows.length;
  }
  return changed;
}
