import type { Language } from '@iot/shared/languages';
import type { NamedItem } from '@iot/shared/metadata';
import { isKnownCountry, listCities, listCountries, listedCityId } from './location-data.ts';

/**
 * What other modules may read of the location metadata (DESIGN §API: a small public surface):
 * whether a country and a city exist, the list of countries, and their names in a language, the
 * same ones the SPEC §7 metadata endpoints answer.
 */
export { isKnownCountry, listCountries };

/** The country's name in `language`, or undefined for a code that is not an ISO country. */
export function countryName(id: string, language: Language): string | undefined {
  if (!isKnownCountry(id)) return undefined;
  return listCountries(language).find((country) => country.id === id)?.name;
}

/**
 * One of the country's cities (an id from `/metadata/cities/v1/{country}`), or undefined. An id of a
 * duplicate the list leaves out (location-data.ts) finds the town kept in its place.
 */
export async function findCity(countryId: string, cityId: string, language: Language): Promise<NamedItem | undefined> {
  if (!isKnownCountry(countryId)) return undefined;
  const cities = await listCities(countryId, language);
  const listed = listedCityId(cityId);
  return cities.find((city) => city.id === listed);
}
