import { productSorts, productTypes, type ProductSort, type ProductType } from '@iot/shared/products';

/** The product table's state lives in the URL, so a filtered page can be bookmarked and shared. */
export type ProductListState = {
  page: number;
  limit: number;
  sort: ProductSort;
  search: string;
  type: ProductType | '';
  visible: 'true' | 'false' | '';
};

export const productPageSizes = [10, 20, 50] as const;
const defaults: ProductListState = { page: 1, limit: 10, sort: 'newest', search: '', type: '', visible: '' };

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

export function readProductListState(params: URLSearchParams): ProductListState {
  return {
    page: positiveInt(params.get('page'), defaults.page),
    limit: Number(oneOf(params.get('limit'), productPageSizes.map(String), String(defaults.limit))),
    sort: oneOf(params.get('sort'), productSorts, defaults.sort),
    search: params.get('search')?.slice(0, 100) ?? '',
    type: oneOf<ProductType | ''>(params.get('type'), productTypes, ''),
    visible: oneOf<'true' | 'false' | ''>(params.get('visible'), ['true', 'false'], ''),
  };
}

/** Only what differs from the defaults goes into the URL; changing a filter returns to page 1. */
export function writeProductListState(state: ProductListState, change: Partial<ProductListState>): URLSearchParams {
  const next: ProductListState = {
    ...state,
    ...change,
    page: change.page ?? (Object.keys(change).length ? 1 : state.page),
  };
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof ProductListState)[]) {
    const value = next[key];
    if (value === defaults[key] || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

export const catalogListPageSizes: readonly number[] = [10, 20, 50];

/** A metadata kind's list as its URL holds it: page, page size and search. */
export function readMetadataListState(params: URLSearchParams) {
  return {
    page: positiveInt(params.get('page'), 1),
    limit: catalogListPageSizes.find((size) => String(size) === params.get('limit')) ?? 10,
    search: params.get('search') ?? '',
  };
}

/** The product groups list as its URL holds it: page and page size (it has no search box). */
export function readProductGroupListState(params: URLSearchParams) {
  return { ...readMetadataListState(params), search: '' };
}
