import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Language } from '@iot/shared/languages';
import type { NamedItem } from '@iot/shared/metadata';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/ar.json'));

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en'),
  ar: new Intl.Collator('ar'),
};

const countryLists = new Map<Language, NamedItem[]>();

/** Every ISO 3166-1 country, id = alpha-2 code, named and sorted in the requested language. */
export function listCountries(language: Language): NamedItem[] {
  let list = countryLists.get(language);
  if (!list) {
    const names = countries.getNames(language, { select: 'official' });
    list = Object.entries(names)
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => collators[language].compare(a.name, b.name));
    countryLists.set(language, list);
  }
  return list;
}

export function isKnownCountry(id: string): boolean {
  return countries.isValid(id);
}

type CityRecord = { name: string; stateCode: string };
type CityModule = {
  City: { getCitiesOfCountry: (code: string) => CityRecord[] | undefined };
  State: { getStatesOfCountry: (code: string) => { name: string; isoCode: string }[] };
};

// The city table is large (≈150k rows); it is loaded on the first cities request, not at start.
let cityModule: Promise<CityModule> | undefined;
const cityLists = new Map<string, NamedItem[]>();

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The data set writes the Arabic letter ʿayn as a backtick ("`Ajmiyah", "Al Jami`ah"), which reads as
 * stray code punctuation in a drop-down. Shown with ʿ (U+02BF), the transliteration mark for ʿayn,
 * so the name keeps its sound. Ids are slugged from the raw name and do not change.
 */
function cleanCityName(name: string): string {
  return name.replaceAll('`', '\u02BF');
}

/**
 * Cities of a country, id = `{country}-{state}-{slug}` (stable across releases of the data set).
 * Territories the data set lists no cities for fall back to their subdivisions, then to the
 * country itself, so every country offers at least one choice.
 */
export async function listCities(countryId: string, language: Language): Promise<NamedItem[]> {
  let list = cityLists.get(countryId);
  if (!list) {
    cityModule ??= import('country-state-city') as unknown as Promise<CityModule>;
    const { City, State } = await cityModule;
    const seen = new Set<string>();
    list = (City.getCitiesOfCountry(countryId) ?? [])
      .map((city) => ({ id: `${countryId}-${city.stateCode}-${slug(city.name)}`, name: cleanCityName(city.name) }))
      .filter((city) => !seen.has(city.id) && seen.add(city.id));
    if (list.length === 0) {
      list = State.getStatesOfCountry(countryId).map((state) => ({
        id: `${countryId}-${state.isoCode}`,
        name: cleanCityName(state.name),
      }));
    }
    list.sort((a, b) => collators.en.compare(a.name, b.name));
    cityLists.set(countryId, list);
  }
  if (list.length > 0) return list;
  // The country itself, named in the request language: built per request because the cache above
  // is per country, not per language (caching it served the first caller's language to everyone).
  return [{ id: countryId, name: countries.getName(countryId, language) ?? countryId }];
}
