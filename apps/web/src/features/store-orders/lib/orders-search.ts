import { orderFilters, type OrderFilter } from '@iot/shared/orders';

/** The /orders page's filter and page from its URL: current orders first, page 1, when unset or unreadable. */
export function readOrdersSearch(params: URLSearchParams): { filter: OrderFilter; page: number } {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    filter: orderFilters.includes(filter as OrderFilter) ? (filter as OrderFilter) : 'current',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
