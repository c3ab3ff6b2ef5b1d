import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { requestResponseSchema } from '@iot/shared/requests';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { myRequestQueries } from './my-requests.ts';

export const myRequestDetailQueries = {
  detail: (id: string, language: Language) =>
    queryOptions({
      queryKey: [...myRequestQueries.all, 'detail', id, language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/requests/${encodeURIComponent(id)}`, {
          language,
          base: 'customer',
          schema: requestResponseSchema,
          signal,
        }),
      select: (response) => response.data,
    }),
};

/** GET /requests/{id}: one of the customer's own requests, with the store's quote and the thread. */
export function useMyRequest(id: string) {
  return useQuery(myRequestDetailQueries.detail(id, useLanguage()));
}

function useInvalidateMyRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myRequestQueries.all });
}

/** POST /requests/{id}/messages: the customer writes in the request's thread. */
export function useSendRequestMessage(id: string) {
  const invalidate = useInvalidateMyRequests();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`/requests/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        base: 'customer',
        body: { body },
        schema: requestResponseSchema,
      }),
    onSuccess: invalidate,
  });
}

/** POST /requests/{id}/quote/decline: the quote can no longer be bought. */
export function useDeclineQuote(id: string) {
  const invalidate = useInvalidateMyRequests();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/requests/${encodeURIComponent(id)}/quote/decline`, {
        method: 'POST',
        base: 'customer',
        schema: requestResponseSchema,
      }),
    onSuccess: invalidate,
  });
}
