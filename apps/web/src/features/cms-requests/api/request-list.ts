import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestListResponseSchema, type requestListQuerySchema, type requestStatuses } from '@iot/shared/requests';
import type { z } from 'zod';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type RequestStatus = (typeof requestStatuses)[number];
export type RequestListState = z.output<typeof requestListQuerySchema>;

export const cmsRequestKeys = {
  all: ['cms-requests'] as const,
  list: (language: Language, state: RequestListState) => [...cmsRequestKeys.all, 'list', language, state] as const,
};

/** SPEC §7 admin GET /requests: quotes and messages sent from the storefront. */
export function cmsRequestListQuery(language: Language, state: RequestListState) {
  return queryOptions({
    queryKey: cmsRequestKeys.list(language, state),
    queryFn: ({ signal }) =>
      apiRequest('/requests', { schema: requestListResponseSchema, language, base: 'admin', query: state, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCmsRequests(state: RequestListState) {
  return useQuery(cmsRequestListQuery(useLanguage(), state));
}
