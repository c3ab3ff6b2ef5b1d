import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultLanguage } from '@iot/shared/languages';
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

/**
 * A country as a profile stores it, named in the UI language: an ISO code (what registration
 * saves) or an English name (what older profiles and the demo hold). A value neither list knows
 * is shown as typed.
 */
export function useCountryName(stored: string | null | undefined): string | null {
  const value = stored?.trim() ?? '';
  const isCode = /^[A-Za-z]{2}$/.test(value);
  const named = useCountries();
  const english = useQuery({ ...countriesQuery(defaultLanguage), enabled: value !== '' && !isCode });
  if (!value) return null;
  const id = isCode
    ? value.toUpperCase()
    : english.data?.find((country) => country.name.toLocaleLowerCase('en') === value.toLocaleLowerCase('en'))?.id;
  return named.data?.find((country) => country.id === id)?.name ?? value;
}
