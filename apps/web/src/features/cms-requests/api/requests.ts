import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestListResponseSchema, requestResponseSchema, type requestStatuses, type requestTypes } from '@iot/shared/requests';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type RequestStatus = (typeof requestStatuses)[number];
export type RequestListState = { page: number; limit: number; search: string; type: (typeof requestTypes)[number] | ''; status: RequestStatus | '' };

export const requestQueries = {
  all: ['cms-requests'] as const,
  list: (language: Language, state: RequestListState) =>
    queryOptions({
      queryKey: [...requestQueries.all, 'list', language, state] as const,
      queryFn: ({ signal }) => apiRequest('/requests', { schema: requestListResponseSchema, base: 'admin', query: state, signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useRequests(state: RequestListState) {
  return useQuery(requestQueries.list(useLanguage(), state));
}

export function useSetRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RequestStatus }) =>
      apiRequest(`/requests/${id}`, { schema: requestResponseSchema, base: 'admin', method: 'PATCH', body: { status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestQueries.all }),
  });
}
