import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@iot/shared/dashboard';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** SPEC §2 /cms/dashboard: GET /dashboard for a period (the timezone header buckets its days). */
export const cmsDashboardQuery = (language: Language, range: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: ['cms-dashboard', language, range] as const,
    queryFn: ({ signal }) =>
      apiRequest('/dashboard', {
        schema: dashboardResponseSchema,
        language,
        base: 'admin',
        query: range ?? undefined,
        signal,
      }),
    select: (response) => response.data,
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export function useCmsDashboard(range: { from: string; to: string } | null) {
  return useQuery(cmsDashboardQuery(useLanguage(), range));
}
