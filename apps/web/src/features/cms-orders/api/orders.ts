import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  bulkAcceptResponseSchema,
  type CancelOrderBody,
  type OrderNoteBody,
  type RefundBody,
  type OrderStatusBody,
} from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { ApiError, apiBlob, apiRequest } from '../../../api/client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { orderListQuery, type OrderListState } from '../lib/order-list-search.ts';

export const cmsOrderKeys = {
  all: ['cms-orders'] as const,
  list: (language: Language, query: ReturnType<typeof orderListQuery>) =>
    [...cmsOrderKeys.all, 'list', language, query] as const,
  one: (language: Language, id: string) => [...cmsOrderKeys.all, 'one', language, id] as const,
};

/** The orders queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsOrderQueries = {
  /** SPEC §7 admin GET /orders: every customer's orders, the date preset sent as the viewer's days. */
  list: (language: Language, state: OrderListState) => {
    const query = orderListQuery(state);
    return queryOptions({
      queryKey: cmsOrderKeys.list(language, query),
      queryFn: ({ signal }) =>
        apiRequest('/orders', { schema: adminOrderListResponseSchema, language, base: 'admin', query, signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** One order with its lines, shipments, customer, history and transactions. */
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: cmsOrderKeys.one(language, id),
      queryFn: ({ signal }) =>
        apiRequest(`/orders/${encodeURIComponent(id)}`, {
          schema: adminOrderResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
      // An unknown id (404) or one that is not a UUID (400) fails at once: the client's default
      // retry policy (api/query-client.ts) never retries a 4xx, nor does the page ask again when it
      // mounts after the route loader's prefetch failed, so it shows Not Found.
      select: (response) => response.data,
      retryOnMount: false,
    }),
};

export function useCmsOrders(state: OrderListState) {
  return useQuery(cmsOrderQueries.list(useLanguage(), state));
}

export function useCmsOrder(id: string) {
  return useQuery(cmsOrderQueries.detail(useLanguage(), id));
}

/**
 * PATCH /orders/{id}/status from the status the administrator saw. The answer is the order as it
 * now is; a 409 (someone else moved it first) refetches it, so the page shows what happened.
 */
export function useChangeOrderStatus(id: string) {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: OrderStatusBody) =>
      apiRequest(`/orders/${encodeURIComponent(id)}/status`, {
        schema: adminOrderResponseSchema,
        language,
        base: 'admin',
        method: 'PATCH',
        body,
      }),
    onSuccess: (response) => {
      client.setQueryData(cmsOrderKeys.one(language, id), response);
      void client.invalidateQueries({ queryKey: cmsOrderKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: cmsOrderKeys.one(language, id) });
    },
  });
}

/** POST /orders/{id}/notes: an internal note; the answer is the order with it. */
export function useAddOrderNote(id: string) {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: OrderNoteBody) =>
      apiRequest(`/orders/${encodeURIComponent(id)}/notes`, {
        schema: adminOrderResponseSchema,
        language,
        base: 'admin',
        method: 'POST',
        body,
      }),
    onSuccess: (response) => client.setQueryData(cmsOrderKeys.one(language, id), response),
  });
}

/**
 * POST /orders/{id}/refunds and /orders/{id}/cancel: money given back after capture. The answer is
 * the order as it now is; any refusal refetches it (a cancellation refused by the provider still
 * cancelled the order, and someone may have refunded meanwhile).
 */
function useAfterCapture<Body>(id: string, action: 'refunds' | 'cancel') {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest(`/orders/${encodeURIComponent(id)}/${action}`, {
        schema: adminOrderResponseSchema,
        language,
        base: 'admin',
        method: 'POST',
        body,
      }),
    onSuccess: (response) => {
      client.setQueryData(cmsOrderKeys.one(language, id), response);
      void client.invalidateQueries({ queryKey: cmsOrderKeys.all, refetchType: 'none' });
    },
    onError: () => void client.invalidateQueries({ queryKey: cmsOrderKeys.one(language, id) }),
  });
}

export const useRefundOrder = (id: string) => useAfterCapture<RefundBody>(id, 'refunds');
export const useCancelOrder = (id: string) => useAfterCapture<CancelOrderBody>(id, 'cancel');

/** POST /orders/bulk-accept: each order accepted on its own; the answer says what became of each. */
export function useBulkAcceptOrders() {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/orders/bulk-accept', {
        schema: bulkAcceptResponseSchema,
        language,
        base: 'admin',
        method: 'POST',
        body: { ids },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: cmsOrderKeys.all }),
  });
}

/**
 * GET /orders/export.csv with the list's filters and sort (not its page), or only the selected
 * orders, saved by the browser as orders.csv; the header comes in the page's language.
 */
export async function downloadOrdersCsv(language: Language, state: OrderListState, ids?: string[]): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = orderListQuery(state);
  const file = await apiBlob('/orders/export.csv', {
    base: 'admin',
    language,
    query: { ...filters, ...(ids ? { ids: ids.join(',') } : {}) },
  });
  saveFile(file, 'orders.csv');
}
