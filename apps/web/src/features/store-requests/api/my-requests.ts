import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { requestListResponseSchema } from '@iot/shared/requests';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const myRequestQueries = {
  all: ['requests'] as const,
  mine: (page: number, language: Language) =>
    queryOptions({
      queryKey: [...myRequestQueries.all, 'mine', language, page] as const,
      queryFn: ({ signal }) =>
        apiRequest('/requests', {
          language,
          base: 'customer',
          schema: requestListResponseSchema,
          query: { page, limit: 10 },
          signal,
        }),
    }),
};

/** GET /requests: the signed-in customer's own quotes and messages, newest first. */
export function useMyRequests(page: number) {
  return useQuery({ ...myRequestQueries.mine(page, useLanguage()), placeholderData: keepPreviousData });
}
