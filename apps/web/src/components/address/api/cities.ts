import { queryOptions, useQuery } from '@tanstack/react-query';
import { citiesResponseSchema } from '@iot/shared/metadata';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export function citiesQuery(countryId: string, language: string) {
  return queryOptions({
    queryKey: ['metadata', 'cities', countryId, language] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/metadata/cities/v1/${encodeURIComponent(countryId)}`, {
        schema: citiesResponseSchema,
        language,
        base: 'customer',
        signal,
      }),
    select: (response) => response.data.cities,
    staleTime: 24 * 60 * 60_000,
  });
}

/** The cities of a country in the UI language (SPEC §7: the list is in data.cities); idle until a country is chosen. */
export function useCities(countryId: string) {
  return useQuery({ ...citiesQuery(countryId, useLanguage()), enabled: countryId !== '' });
}
