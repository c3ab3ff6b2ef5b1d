import {
  storefrontPageSizes,
  storefrontSorts,
  type StorefrontPageSize,
  type StorefrontSort,
} from '@iot/shared/product-basics';
import { storefrontProductQuerySchema, type StorefrontProductQuery } from '@iot/shared/storefront-product-query';
import type { StorefrontMetadataKind } from '../../../components/products/api/storefront-metadata.ts';

/**
 * The product list's state lives in the URL (shareable, the back button restores it). The URL is
 * read with the API's own query schema (packages/shared), field by field and value by value, so a
 * hand-edited URL loses only what the API would refuse, and the page never sends it.
 */
const query = storefrontProductQuerySchema.shape;
const defaults = storefrontProductQuerySchema.parse({});

export const defaultPageSize = defaults.limit as StorefrontPageSize;
export const defaultSort: StorefrontSort = defaults.sort;
/** The sorts the storefront offers (SPEC §9), after the default newest-first order. */
export const sortOptions: readonly StorefrontSort[] = storefrontSorts;

/**
 * The filters that pick metadata items, each named after its API query parameter, with the list
 * its choices come from: what the product is for, then the category (device, gateway or accessory type).
 */
export const metadataFilterKinds = {
  deviceType: 'device-types',
  gatewayType: 'gateway-types',
  accessoryType: 'accessory-types',
  application: 'applications',
  useCase: 'use-cases',
  industry: 'industries',
  tag: 'tags',
} as const satisfies Partial<Record<keyof StorefrontProductQuery, StorefrontMetadataKind>>;
export type MetadataFilterKey = keyof typeof metadataFilterKinds;
const metadataFilterKeys = Object.keys(metadataFilterKinds) as MetadataFilterKey[];

/** The multi-value filters, each named after its API query parameter. */
export const listFilterKeys = ['type', 'communicationType', 'warrantyMonths', ...metadataFilterKeys] as const;
export type ListFilterKey = (typeof listFilterKeys)[number];

/** The storefront query as the page holds it: every list present (maybe empty), the page size one the page offers. */
export type ProductFilters = Required<Pick<StorefrontProductQuery, 'page' | 'sort' | 'search' | ListFilterKey>> & {
  limit: StorefrontPageSize;
  minPrice: StorefrontProductQuery['minPrice'];
  maxPrice: StorefrontProductQuery['maxPrice'];
};
export type FilterChange = Partial<Omit<ProductFilters, 'page'>>;

/** One query parameter by the shared schema; undefined when absent, empty or refused. */
function single<K extends 'page' | 'limit' | 'sort' | 'search' | 'minPrice' | 'maxPrice'>(
  params: URLSearchParams,
  key: K,
) {
  const text = params.get(key);
  if (text === null || text.trim() === '') return undefined;
  const parsed = query[key].safeParse(text);
  return parsed.success ? (parsed.data as StorefrontProductQuery[K]) : undefined;
}

/**
 * A multi-value parameter: `?tag=a&tag=b` and `?tag=a,b` both work, as they do for the API. Each
 * value goes through the schema alone, so one bad value drops only itself.
 */
function many<K extends ListFilterKey>(params: URLSearchParams, key: K): NonNullable<StorefrontProductQuery[K]> {
  const values = [
    ...new Set(
      params
        .getAll(key)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  const kept: unknown[] = [];
  for (const value of values) {
    const parsed = query[key].safeParse([value]);
    if (parsed.success && parsed.data) kept.push(...parsed.data);
  }
  return kept as NonNullable<StorefrontProductQuery[K]>;
}

function listFilters(params: URLSearchParams): Pick<ProductFilters, ListFilterKey> {
  return Object.fromEntries(listFilterKeys.map((key) => [key, many(params, key)])) as Pick<
    ProductFilters,
    ListFilterKey
  >;
}

const isPageSize = (limit: number | undefined): limit is StorefrontPageSize =>
  (storefrontPageSizes as readonly (number | undefined)[]).includes(limit);

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const limit = single(params, 'limit');
  let minPrice = single(params, 'minPrice');
  let maxPrice = single(params, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    page: single(params, 'page') ?? defaults.page,
    limit: isPageSize(limit) ? limit : defaultPageSize,
    sort: single(params, 'sort') ?? defaultSort,
    search: single(params, 'search') ?? '',
    minPrice,
    maxPrice,
    ...listFilters(params),
  };
}

/** Defaults are left out, so the plain list is plain `/products` and shared links stay short. */
export function productFiltersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  for (const key of listFilterKeys) filters[key].forEach((value) => params.append(key, String(value)));
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.limit !== defaultPageSize) params.set('limit', String(filters.limit));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any change of what is shown (filters, sort, page size) starts again at page 1. */
export function changeProductFilters(params: URLSearchParams, change: FilterChange): URLSearchParams {
  return productFiltersToParams({ ...parseProductFilters(params), ...change, page: 1 });
}

export function changeProductPage(params: URLSearchParams, page: number): URLSearchParams {
  return productFiltersToParams({ ...parseProductFilters(params), page });
}

/** A multi-value filter's whole new choice. */
export function filterValues<K extends ListFilterKey>(
  key: K,
  values: readonly ProductFilters[K][number][],
): FilterChange {
  return { [key]: [...values] } as FilterChange;
}

/** Adds the value to a multi-value filter, or removes it when already chosen. */
export function toggleFilterValue<K extends ListFilterKey>(
  filters: ProductFilters,
  key: K,
  value: ProductFilters[K][number],
): FilterChange {
  const current = filters[key] as (string | number)[];
  return filterValues(key, current.includes(value) ? current.filter((item) => item !== value) : [...current, value]);
}

/** How many filters narrow the list (the badge on the phone's filter button). */
export function activeFilterCount(filters: ProductFilters): number {
  const priceFilters = (filters.minPrice !== undefined ? 1 : 0) + (filters.maxPrice !== undefined ? 1 : 0);
  return listFilterKeys.reduce((count, key) => count + filters[key].length, priceFilters + (filters.search ? 1 : 0));
}

export const clearedFilters: FilterChange = {
  search: '',
  minPrice: undefined,
  maxPrice: undefined,
  ...Object.fromEntries(listFilterKeys.map((key) => [key, []])),
};

/** The API query for the list; the price range asks with the same filters but without its own bounds. */
export function toProductQuery(filters: ProductFilters): Partial<StorefrontProductQuery> {
  return {
    page: filters.page,
    limit: filters.limit,
    sort: filters.sort,
    search: filters.search || undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    type: filters.type,
    communicationType: filters.communicationType,
    warrantyMonths: filters.warrantyMonths,
    ...Object.fromEntries(metadataFilterKeys.map((key) => [key, filters[key]])),
  };
}

export function toPriceRangeQuery(filters: ProductFilters): Partial<StorefrontProductQuery> {
  const { page: _page, limit: _limit, sort: _sort, minPrice: _min, maxPrice: _max, ...rest } = toProductQuery(filters);
  return rest;
}
