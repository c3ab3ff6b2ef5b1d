import type { GroupListState } from '../api/customer-groups.ts';

export const pageSizes: readonly number[] = [10, 20, 50];
const defaultLimit = 10;

/** The page and page size a list keeps in its URL; anything else falls back to page 1 of 10. */
export function readPage(params: URLSearchParams): { page: number; limit: number } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: pageSizes.find((size) => String(size) === params.get('limit')) ?? defaultLimit,
  };
}

/** The groups list as its URL holds it: a page and the search. */
export function readGroupListState(params: URLSearchParams): GroupListState {
  return { ...readPage(params), search: params.get('search')?.trim() ?? '' };
}

/** The URL's search parameters for a page, leaving out the defaults so a first page has a clean URL. */
export function writePage(state: { page: number; limit: number }): URLSearchParams {
  const query = new URLSearchParams();
  if (state.page > 1) query.set('page', String(state.page));
  if (state.limit !== defaultLimit) query.set('limit', String(state.limit));
  return query;
}
