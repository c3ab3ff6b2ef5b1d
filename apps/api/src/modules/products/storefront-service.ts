import { resolveBrand } from '@iot/shared/brands';
import type { Language } from '@iot/shared/languages';
import { productLimits, type Product, type StorefrontProductQuery } from '@iot/shared/products';
import type { ServiceContext } from '../../service-context.ts';
import { notFound } from '../../http/app-error.ts';
import { toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { stockLevel } from '../inventory/inventory-reader.ts';
import { readSettings } from '../settings/settings-service.ts';
import { findProductRow, findProductRows } from './product-repository.ts';
import { assembleProducts, type ProductView } from './product-service.ts';
import {
  countStorefrontProducts,
  pageStorefrontProducts,
  storefrontNames,
  storefrontPriceRange,
  type StorefrontFilter,
} from './storefront-repository.ts';
import { message } from '@iot/shared/validation-messages';

/**
 * What shoppers may see (SPEC §6 and §3 Settings): prices unless settings hide them; stock only when the brand shows
 * marketplace stock (SPEC §6) and settings allow it; hidden products never appear, not even as a
 * related, similar or included item.
 */
export async function storefrontView(ctx: ServiceContext, brandName: string): Promise<ProductView> {
  const settings = await readSettings(ctx);
  return {
    showPrice: settings.visibility.pricing.enabled,
    showStock: settings.visibility.stock.enabled && resolveBrand(brandName).features.marketplaceStock,
    currency: settings.currency,
    onlyVisible: true,
  };
}

function toFilter(query: StorefrontProductQuery, view: ProductView): StorefrontFilter {
  return {
    search: query.search,
    // Price filters would reveal hidden prices, so they only apply when prices are shown. Bounds are
    // in the settings currency and only match prices stored in it (DESIGN §Data); a bound finer than
    // the currency's minor unit rounds inwards (price >= 10.555 USD is price >= 10.56).
    priceCurrency:
      view.showPrice && (query.minPrice !== undefined || query.maxPrice !== undefined) ? view.currency : undefined,
    minPriceMinor:
      view.showPrice && query.minPrice !== undefined
        ? toMinorUnits(Math.min(query.minPrice, productLimits.maxPrice + 1), view.currency, 'ceil')
        : undefined,
    maxPriceMinor:
      view.showPrice && query.maxPrice !== undefined
        ? toMinorUnits(Math.min(query.maxPrice, productLimits.maxPrice + 1), view.currency, 'floor')
        : undefined,
    types: query.type,
    communicationTypes: query.communicationType,
    warrantyMonths: query.warrantyMonths,
    deviceTypeIds: query.deviceType,
    gatewayTypeIds: query.gatewayType,
    accessoryTypeIds: query.accessoryType,
    ids: query.ids,
    metadataIds: [
      { kind: 'applications', ids: query.application ?? [] },
      { kind: 'use-cases', ids: query.useCase ?? [] },
      { kind: 'industries', ids: query.industry ?? [] },
      { kind: 'tags', ids: query.tag ?? [] },
    ],
  };
}

export async function listStorefrontProducts(
  ctx: ServiceContext,
  query: StorefrontProductQuery,
  language: Language,
  view: ProductView,
) {
  const { db } = ctx;
  const filter = toFilter(query, view);
  const offset = (query.page - 1) * query.limit;
  let rows;
  let total: number;
  if (query.sort === 'nameAsc' || query.sort === 'nameDesc') {
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    const names = await storefrontNames(db, filter, language);
    names.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
    if (query.sort === 'nameDesc') names.reverse();
    total = names.length;
    const pageIds = names.slice(offset, offset + query.limit).map((entry) => entry.id);
    const byId = new Map((await findProductRows(db, pageIds)).map((row) => [row.id, row]));
    rows = pageIds.map((id) => byId.get(id)).filter((row) => row !== undefined);
  } else {
    // Sorting by a hidden price would reveal it: fall back to newest.
    const order = view.showPrice ? query.sort : 'newest';
    [rows, total] = await Promise.all([
      pageStorefrontProducts(db, filter, order, offset, query.limit),
      countStorefrontProducts(db, filter),
    ]);
  }
  return {
    data: await assembleProducts(ctx, rows, language, view),
    meta: { page: query.page, limit: query.limit, total },
  };
}

export async function getStorefrontProduct(
  ctx: ServiceContext,
  id: string,
  language: Language,
  view: ProductView,
): Promise<Product> {
  const { db } = ctx;
  const row = await findProductRow(db, id);
  if (!row || !row.visible) throw notFound(message.notFound('Product'));
  const [product] = await assembleProducts(ctx, [row], language, view);
  if (!product) throw notFound(message.notFound('Product'));
  return product;
}

export async function storefrontPrices(ctx: ServiceContext, query: StorefrontProductQuery, view: ProductView) {
  const { db } = ctx;
  if (!view.showPrice) return { min: null, max: null, currency: view.currency };
  const { minPrice: _min, maxPrice: _max, ...rest } = query;
  const range = await storefrontPriceRange(db, { ...toFilter(rest, view), priceCurrency: view.currency });
  return {
    min: range.min === null ? null : toMajorUnits(range.min, view.currency),
    max: range.max === null ? null : toMajorUnits(range.max, view.currency),
    currency: view.currency,
  };
}

/** Whether `quantity` can be supplied; answers yes or no so hidden stock numbers stay hidden. */
export async function checkAvailability(ctx: ServiceContext, id: string, quantity: number) {
  const { db } = ctx;
  const row = await findProductRow(db, id);
  if (!row || !row.visible) throw notFound(message.notFound('Product'));
  const stock = await stockLevel(ctx, id);
  return { available: quantity <= stock, inStock: stock > 0 };
}
