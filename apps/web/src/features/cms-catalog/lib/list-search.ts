import { productSorts, productTypes, type ProductSort, type ProductType } from '@iot/shared/products';
import { readListPage } from '../../../lib/list-page.ts';

/** The product table's state lives in the URL, so a filtered page can be bookmarked and shared. */
export type ProductListState = {
  page: number;
  limit: number;
  sort: ProductSort;
  search: string;
  type: ProductType | '';
  visible: 'true' | 'false' | '';
};

const defaults: ProductListState = { page: 1, limit: 10, sort: 'newest', search: '', type: '', visible: '' };

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readProductListState(params: URLSearchParams): ProductListState {
  return {
    ...readListPage(params),
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

/** A metadata kind's list as its URL holds it: page, page size and search. */
export function readMetadataListState(params: URLSearchParams) {
  return { ...readListPage(params), search: params.get('search') ?? '' };
}

/** The product groups list as its URL holds it: page and page size (it has no search box). */
export function readProductGroupListState(params: URLSearchParams) {
  return { ...readMetadataListState(params), search: '' };
}
