import {
  inventorySorts,
  inventoryStockFilters,
  type InventorySort,
  type InventoryStockFilter,
} from '@iot/shared/inventory';
import { listPageSizes, writeListPage } from '../../../lib/list-page.ts';

export type InventoryListState = {
  page: number;
  limit: number;
  stock: InventoryStockFilter;
  sort: InventorySort;
  search: string;
};

const defaults: InventoryListState = { page: 1, limit: 10, stock: 'all', sort: 'nameAsc', search: '' };

/** The list's filters, page and sort as the URL holds them; anything unknown falls back to the default. */
export function readInventoryListState(params: URLSearchParams): InventoryListState {
  const stock = params.get('stock');
  const sort = params.get('sort');
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: listPageSizes.find((size) => String(size) === params.get('limit')) ?? defaults.limit,
    stock: inventoryStockFilters.find((value) => value === stock) ?? defaults.stock,
    sort: inventorySorts.find((value) => value === sort) ?? defaults.sort,
    search: (params.get('search') ?? '').slice(0, 100),
  };
}

/** The URL of a state: only what differs from the defaults, so a plain /cms/inventory is the default list. */
export function writeInventoryListState(state: InventoryListState): URLSearchParams {
  const params = writeListPage(state);
  if (state.stock !== defaults.stock) params.set('stock', state.stock);
  if (state.sort !== defaults.sort) params.set('sort', state.sort);
  if (state.search.trim()) params.set('search', state.search.trim());
  return params;
}
