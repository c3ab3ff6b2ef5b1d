import type { TenantListState } from '../../../api/cms-tenants.ts';

export const pageSizes: readonly number[] = [10, 20, 50];
const defaultLimit = 10;

/** Reads the list's search and page from the URL; anything unknown falls back to the default. */
export function readTenantListState(params: URLSearchParams): TenantListState {
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: pageSizes.find((size) => String(size) === params.get('limit')) ?? defaultLimit,
    search: params.get('search')?.trim() ?? '',
  };
}

/** The list's state as URL parameters, leaving the defaults out (a shared link stays short). */
export function writeTenantListState(state: TenantListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.page > 1) query.set('page', String(state.page));
  if (state.limit !== defaultLimit) query.set('limit', String(state.limit));
  if (state.search) query.set('search', state.search);
  return query;
}
