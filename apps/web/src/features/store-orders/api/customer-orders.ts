import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope, pageEnvelope } from '@iot/shared/api-envelope';
import type { Language } from '@iot/shared/languages';
import { orderSchema, orderSummarySchema, type OrderFilter } from '@iot/shared/orders';
import { ApiError, apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const orderListResponseSchema = pageEnvelope(orderSummarySchema);
const orderResponseSchema = dataEnvelope(orderSchema);

export const ordersPageSize = 10;

/** The signed-in customer's own orders (SPEC §7 GET /orders, /orders/{id}). */
export const customerOrderQueries = {
  all: ['orders'] as const,
  list: (filter: OrderFilter, page: number, language: Language) =>
    queryOptions({
      queryKey: [...customerOrderQueries.all, 'list', filter, page, language] as const,
      queryFn: ({ signal }) =>
        apiRequest('/orders', {
          base: 'customer',
          schema: orderListResponseSchema,
          language,
          signal,
          query: { filter, page, limit: ordersPageSize },
        }),
    }),
  detail: (id: string, language: Language) =>
    queryOptions({
      queryKey: [...customerOrderQueries.all, 'detail', id, language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/orders/${encodeURIComponent(id)}`, {
          base: 'customer',
          schema: orderResponseSchema,
          language,
          signal,
        }),
      // Someone else's order answers 404 (DESIGN §API), an id that is not a UUID 400: the client's
      // default retry policy (api/query-client.ts) takes either as the answer, not a failure to retry,
      // and the page does not ask again when it mounts after the route loader's prefetch failed.
      select: (response) => response.data,
      retryOnMount: false,
    }),
};

export function useCustomerOrders(filter: OrderFilter, page: number) {
  return useQuery({ ...customerOrderQueries.list(filter, page, useLanguage()), placeholderData: keepPreviousData });
}

export function useCustomerOrder(id: string) {
  return useQuery(customerOrderQueries.detail(id, useLanguage()));
}

/** The order does not exist for this customer: unknown, someone else's (404) or not an id at all (400). */
export function isMissingOrder(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
