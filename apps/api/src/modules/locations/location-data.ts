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

type Place = { latitude?: string | null; longitude?: string | null };
type CityRecord = Place & { name: string; stateCode: string };
type StateRecord = Place & { name: string; isoCode: string };
type CityModule = {
  City: { getCitiesOfCountry: (code: string) => CityRecord[] | undefined };
  State: { getStatesOfCountry: (code: string) => StateRecord[] };
};

// The city table is large (≈150k rows); it is loaded on the first cities request, not at start.
let cityModule: Promise<CityModule> | undefined;
const cityLists = new Map<string, NamedItem[]>();
/** Ids of the duplicates left out of a list, each to the entry kept, so an address saved with one still reads. */
const cityAliases = new Map<string, string>();

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

/** Great-circle distance in kilometres; undefined when either place has no coordinates. */
function distanceKm(a: Place, b: Place): number | undefined {
  const [latA, lonA, latB, lonB] = [a.latitude, a.longitude, b.latitude, b.longitude].map(Number);
  if (![latA, lonA, latB, lonB].every((value) => Number.isFinite(value))) return undefined;
  const radians = Math.PI / 180;
  const half =
    Math.sin(((latB! - latA!) * radians) / 2) ** 2 +
    Math.cos(latA! * radians) * Math.cos(latB! * radians) * Math.sin(((lonB! - lonA!) * radians) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(half));
}

/** Two entries closer than this with one name are one town (the data set's own copies are under 1 km apart). */
const sameTownKm = 30;

/**
 * The data set lists some towns under two regions at the same coordinates (Saudi Arabia's Abha under
 * Makkah and 'Asir, about 170 such pairs): the drop-down would show the name twice. One entry stays,
 * the one in the region whose centre is nearest; towns of one name far apart (Abbeville, Alabama and
 * Georgia) are different places and all stay.
 */
function withoutDuplicateTowns(countryId: string, cities: CityRecord[], states: StateRecord[]): CityRecord[] {
  const stateOf = new Map(states.map((state) => [state.isoCode, state]));
  const nearness = (city: CityRecord) => {
    const state = stateOf.get(city.stateCode);
    return (state && distanceKm(city, state)) ?? Number.POSITIVE_INFINITY;
  };
  const byName = new Map<string, CityRecord[]>();
  for (const city of cities) byName.set(city.name, [...(byName.get(city.name) ?? []), city]);
  const kept: CityRecord[] = [];
  for (const group of byName.values()) {
    const towns: CityRecord[][] = [];
    for (const city of group) {
      const town = towns.find((entries) => (distanceKm(entries[0]!, city) ?? Infinity) < sameTownKm);
      if (town) town.push(city);
      else towns.push([city]);
    }
    for (const entries of towns) {
      const [best, ...others] = [...entries].sort((a, b) => nearness(a) - nearness(b));
      kept.push(best!);
      for (const other of others) cityAliases.set(cityId(countryId, other), cityId(countryId, best!));
    }
  }
  return kept;
}

function cityId(countryId: string, city: CityRecord): string {
  return `${countryId}-${city.stateCode}-${slug(city.name)}`;
}

/** The id a city is listed under: itself, or the entry kept in place of a duplicate it was. */
export function listedCityId(cityIdText: string): string {
  return cityAliases.get(cityIdText) ?? cityIdText;
}

/**
 * Cities of a country, id = `{country}-{state}-{slug}` (stable across releases of the data set),
 * each town once. Territories the data set lists no cities for fall back to their subdivisions,
 * then to the country itself, so every country offers at least one choice.
 */
export async function listCities(countryId: string, language: Language): Promise<NamedItem[]> {
  let list = cityLists.get(countryId);
  if (!list) {
    cityModule ??= import('country-state-city') as unknown as Promise<CityModule>;
    const { City, State } = await cityModule;
    const seen = new Set<string>();
    list = withoutDuplicateTowns(
      countryId,
      City.getCitiesOfCountry(countryId) ?? [],
      State.getStatesOfCountry(countryId),
    )
      .map((city) => ({ id: cityId(countryId, city), name: cleanCityName(city.name) }))
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
