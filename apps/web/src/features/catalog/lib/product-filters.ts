import {
  communicationTypes,
  productTypes,
  storefrontPageSizes,
  storefrontSorts,
  type ProductType,
  type StorefrontProductQuery,
} from '@iot/shared/products';
import type { StorefrontMetadataKind } from '../../../api/catalog-metadata/catalog-metadata-queries.ts';

/**
 * The product list's state lives in the URL (shareable, the back button restores it).
 * These functions are the only translation between search params and filters: anything invalid
 * in a hand-edited URL falls back to the default instead of reaching the API.
 */
export type PageSize = (typeof storefrontPageSizes)[number];
export type ProductSort = (typeof storefrontSorts)[number];
export type CommunicationType = (typeof communicationTypes)[number];

export const defaultPageSize: PageSize = 9;
export const defaultSort: ProductSort = 'newest';
/** The sorts the storefront offers (SPEC §9), after the default newest-first order. */
export const sortOptions: readonly ProductSort[] = storefrontSorts;

export type ProductFilters = {
  page: number;
  limit: PageSize;
  sort: ProductSort;
  search: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  type: ProductType[];
  communicationType: CommunicationType[];
  warrantyMonths: number[];
} & Record<MetadataFilterKey, string[]>;

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
} as const satisfies Record<string, StorefrontMetadataKind>;
export type MetadataFilterKey = keyof typeof metadataFilterKinds;
const metadataFilterKeys = Object.keys(metadataFilterKinds) as MetadataFilterKey[];

/** The multi-value filters, each named after its API query parameter. */
export const listFilterKeys = ['type', 'communicationType', 'warrantyMonths', ...metadataFilterKeys] as const;
export type ListFilterKey = (typeof listFilterKeys)[number];
export type FilterChange = Partial<Omit<ProductFilters, 'page'>>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxSearchLength = 100;

const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);

/** `?tag=a&tag=b` and `?tag=a,b` both work, as they do for the API. */
function many(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

function nonNegativeNumber(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function metadataIds(params: URLSearchParams): Record<MetadataFilterKey, string[]> {
  const entries = metadataFilterKeys.map((key) => [key, many(params, key).filter((id) => uuidPattern.test(id))] as const);
  return Object.fromEntries(entries) as Record<MetadataFilterKey, string[]>;
}

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  let minPrice = nonNegativeNumber(params.get('minPrice'));
  let maxPrice = nonNegativeNumber(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (storefrontPageSizes as readonly number[]).includes(limit) ? (limit as PageSize) : defaultPageSize,
    sort: isOneOf(storefrontSorts)(sort) ? sort : defaultSort,
    search: (params.get('search') ?? '').trim().slice(0, maxSearchLength),
    minPrice,
    maxPrice,
    type: many(params, 'type').filter(isOneOf(productTypes)),
    communicationType: many(params, 'communicationType').filter(isOneOf(communicationTypes)),
    warrantyMonths: many(params, 'warrantyMonths')
      .map(Number)
      .filter((months) => Number.isInteger(months) && months >= 0),
    ...metadataIds(params),
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

/** Adds the value to a multi-value filter, or removes it when already chosen. */
export function toggleFilterValue<K extends ListFilterKey>(
  filters: ProductFilters,
  key: K,
  value: ProductFilters[K][number],
): FilterChange {
  const current = filters[key] as (string | number)[];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { [key]: next } as FilterChange;
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
