import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { requestResponseSchema, type QuoteBody } from '@iot/shared/requests';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { cmsRequestKeys } from './request-list.ts';

/** GET /requests/{id}: one request with its quote and thread (the list's drawer, opened by its own URL). */
export function cmsRequestQuery(language: Language, id: string) {
  return queryOptions({
    queryKey: [...cmsRequestKeys.all, 'detail', language, id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/requests/${encodeURIComponent(id)}`, {
        schema: requestResponseSchema,
        language,
        base: 'admin',
        signal,
      }),
    select: (response) => response.data,
  });
}

export function useCmsRequest(id: string) {
  return useQuery(cmsRequestQuery(useLanguage(), id));
}

function useInvalidateRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cmsRequestKeys.all });
}

/** PUT /requests/{id}/quote: answers the request with a quote (or revises it until it is bought). */
export function useAnswerQuote(id: string) {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (body: QuoteBody) =>
      apiRequest(`/requests/${encodeURIComponent(id)}/quote`, {
        schema: requestResponseSchema,
        base: 'admin',
        method: 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

/** POST /requests/{id}/messages: the back office writes in the request's thread. */
export function useSendAdminMessage(id: string) {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`/requests/${encodeURIComponent(id)}/messages`, {
        schema: requestResponseSchema,
        base: 'admin',
        method: 'POST',
        body: { body },
      }),
    onSuccess: invalidate,
  });
}
