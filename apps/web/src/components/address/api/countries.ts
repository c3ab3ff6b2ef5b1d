import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesResponseSchema } from '@iot/shared/metadata';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export function countriesQuery(language: string) {
  return queryOptions({
    queryKey: ['metadata', 'countries', language] as const,
    queryFn: ({ signal }) =>
      apiRequest('/metadata/v1/Countries', { schema: countriesResponseSchema, language, base: 'customer', signal }),
    select: (response) => response.data.Countries,
    staleTime: 24 * 60 * 60_000,
  });
}

/** Every country named in the UI language (SPEC §7: the list is in data.Countries). */
export function useCountries() {
  return useQuery(countriesQuery(useLanguage()));
}
