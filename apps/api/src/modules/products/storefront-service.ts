import { resolveBrand } from '@iot/shared/brands';
import type { Language } from '@iot/shared/languages';
import {
  productLimits,
  type Product,
  type ProductCard,
  type ProductType,
  type StorefrontProductQuery,
} from '@iot/shared/products';
import { readTexts } from '@iot/shared/translatable-texts';
import type { ServiceContext } from '../../service-context.ts';
import { notFound } from '../../http/app-error.ts';
import { toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { stockLevel, stockLevels } from '../inventory/inventory-reader.ts';
import { readSettings } from '../settings/settings-service.ts';
import { findProductRow } from './product-repository.ts';
import { assembleProducts, shownPrice, shownStock, type ProductView } from './product-service.ts';
import {
  countStorefrontProducts,
  pageStorefrontCards,
  storefrontPriceRange,
  type StorefrontCardRow,
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

/**
 * Counts of the storefront list per database and filter, each with the catalog version it was taken at
 * (catalogVersionTable): a count is reused only while the version read with the page is the same, so
 * it is right on every instance without being told of changes.
 */
const countMemo = new WeakMap<object, Map<string, { version: string; total: number }>>();
const countMemoLimit = 1000;

function countsOf(db: object) {
  let counts = countMemo.get(db);
  if (!counts) {
    counts = new Map();
    countMemo.set(db, counts);
  }
  return counts;
}

function remember(db: object, key: string, version: string | null, total: number) {
  if (version === null) return;
  const counts = countsOf(db);
  // A bound on memory: many distinct filters (searches) simply start over.
  if (counts.size >= countMemoLimit && !counts.has(key)) counts.clear();
  counts.set(key, { version, total });
}

function toCard(row: StorefrontCardRow, language: Language, view: ProductView, stock: number | null): ProductCard {
  const texts = readTexts(row.texts, language, ['name', 'shortName'] as const);
  return {
    _id: row.id,
    name: texts.name ?? '',
    shortName: texts.shortName ?? '',
    code: row.code,
    type: row.type as ProductType,
    price: shownPrice(row, view),
    currency: row.currency,
    image: row.image,
    ...shownStock(stock, view),
    industryIds: row.industryIds,
  };
}

/**
 * A page of product cards (productCardSchema) in at most three queries: the page with its count
 * (skipped while a remembered count holds), and the stock of its products; a page past the end
 * counts on its own instead.
 */
export async function listStorefrontProducts(
  ctx: ServiceContext,
  query: StorefrontProductQuery,
  language: Language,
  view: ProductView,
) {
  const { db } = ctx;
  const filter = toFilter(query, view);
  // Sorting by a hidden price would reveal it: fall back to newest.
  const order = view.showPrice || (query.sort !== 'highPrice' && query.sort !== 'lowPrice') ? query.sort : 'newest';
  const key = JSON.stringify(filter);
  const known = countsOf(db).get(key);
  const rows = await pageStorefrontCards(
    db,
    filter,
    order,
    language,
    { offset: (query.page - 1) * query.limit, limit: query.limit },
    known?.version,
  );
  let total: number;
  const [first] = rows;
  if (!first) {
    const counted = await countStorefrontProducts(db, filter);
    remember(db, key, counted.catalogVersion, counted.total);
    total = counted.total;
  } else if (first.total === null && known) {
    total = known.total;
  } else {
    total = first.total ?? 0;
    remember(db, key, first.catalogVersion, total);
  }
  const levels = await stockLevels(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toCard(row, language, view, levels(row.id))),
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
  if (stock === null) return { available: true, inStock: true };
  return { available: quantity <= stock, inStock: stock > 0 };
}
