import { describe, expect, it } from 'vitest';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';
import { findCity } from './location-reader.ts';

type Named = { id: string; name: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const bases = ['/marketplace', '/marketplace-customer'] as const;
const arabicLetter = /\p{Script=Arabic}/u;

describe.each(databaseTargets())('location metadata on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: false });

  async function countries(base: string, language?: string): Promise<Named[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/metadata/v1/Countries`,
      headers: language === undefined ? {} : { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { Countries: Named[] } }>().data.Countries;
  }

  async function cities(id: string, language?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/metadata/cities/v1/${id}`,
      headers: language === undefined ? {} : { 'accept-language': language },
    });
  }

  describe.each(bases)('GET %s/metadata/v1/Countries', (base) => {
    it('lists every ISO country once, in English by default, in data.Countries', async () => {
      const list = await countries(base);
      expect(list.length).toBeGreaterThanOrEqual(240);
      expect(new Set(list.map((country) => country.id)).size).toBe(list.length);
      for (const country of list) {
        expect(country.id).toMatch(/^[A-Z]{2}$/);
        expect(country.name.trim()).not.toBe('');
      }
      expect(list).toContainEqual({ id: 'AE', name: 'United Arab Emirates' });
      expect(list).toContainEqual({ id: 'SA', name: 'Saudi Arabia' });
    });

    it('names every country in Arabic with Accept-Language: ar', async () => {
      const english = await countries(base);
      const arabic = await countries(base, 'ar');
      expect(arabic.find((country) => country.id === 'AE')?.name).toBe('الإمارات العربية المتحدة');
      expect(arabic.filter((country) => !arabicLetter.test(country.name))).toEqual([]);
      // Same countries, other names.
      expect(arabic.map((country) => country.id).sort()).toEqual(english.map((country) => country.id).sort());
    });

    it('answers English for an unsupported language and honours q-values', async () => {
      const english = await countries(base);
      expect(await countries(base, 'fr')).toEqual(english);
      expect(await countries(base, 'fr-FR,fr;q=0.9,de;q=0.8')).toEqual(english);
      const preferred = await countries(base, 'fr;q=0.9, ar;q=0.8');
      expect(preferred.find((country) => country.id === 'AE')?.name).toBe('الإمارات العربية المتحدة');
    });
  });

  describe('GET /metadata/cities/v1/{id}', () => {
    it('lists the cities of the United Arab Emirates, Dubai and Sharjah among them, with unique ids, in data.cities', async () => {
      const response = await cities('AE');
      expect(response.statusCode).toBe(200);
      const list = response.json<{ data: { cities: Named[] } }>().data.cities;
      expect(list.map((city) => city.name)).toContain('Dubai');
      expect(list.map((city) => city.name)).toContain('Sharjah');
      expect(new Set(list.map((city) => city.id)).size).toBe(list.length);
      for (const city of list) {
        expect(city.id).not.toBe('');
        expect(city.name.trim()).not.toBe('');
      }
    });

    it('answers the same list under the admin base and for a lower-case code', async () => {
      const customer = (await cities('AE')).json();
      const lower = (await cities('ae')).json();
      const admin = (await t.app.inject({ method: 'GET', url: '/marketplace/metadata/cities/v1/AE' })).json();
      expect(lower).toEqual(customer);
      expect(admin).toEqual(customer);
    });

    it('answers 404 in the error envelope for a country that does not exist', async () => {
      const response = await cities('ZZ');
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) },
      });
    });

    it('answers 400 in the error envelope for an id that is not a two-letter code', async () => {
      for (const id of ['1', 'USA', 'A1']) {
        const response = await cities(id);
        expect(response.statusCode, id).toBe(400);
        const body = response.json<ErrorBody>();
        expect(body.error.code).toBe('VALIDATION_ERROR');
        expect(body.error.message).toEqual(expect.any(String));
        expect(body.error.fields).toHaveProperty('id');
      }
    });

    it('offers at least one choice for a country the data set has no cities for, named in the request language', async () => {
      // Antarctica has neither cities nor subdivisions in the data set: the country itself is the choice.
      const arabic = await cities('AQ', 'ar');
      expect(arabic.statusCode).toBe(200);
      const arabicList = arabic.json<{ data: { cities: Named[] } }>().data.cities;
      expect(arabicList.length).toBeGreaterThanOrEqual(1);
      expect(arabicList[0]?.name).toMatch(arabicLetter);

      const english = await cities('AQ');
      expect(english.json<{ data: { cities: Named[] } }>().data.cities).toEqual([{ id: 'AQ', name: 'Antarctica' }]);
    });

    it('offers at least one choice for every listed country', async () => {
      const all = await countries('/marketplace-customer');
      const empty: string[] = [];
      for (const country of all) {
        const response = await cities(country.id);
        expect(response.statusCode, country.id).toBe(200);
        if (response.json<{ data: { cities: Named[] } }>().data.cities.length === 0) empty.push(country.id);
      }
      expect(empty).toEqual([]);
    });

    it('lists each Saudi town once: no name twice in one region, nor one town under two regions', async () => {
      const saudi = (await cities('SA')).json<{ data: { cities: Named[] } }>().data.cities;
      const regionOf = (city: Named) => city.id.split('-')[1];
      const keys = saudi.map((city) => `${city.name} in ${regionOf(city)}`);
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
      // The data set's copies (same name, same coordinates, two regions) show as one name in the drop-down.
      const names = saudi.map((city) => city.name);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      // The copy kept is the one in the region the town lies in: Abha is in 'Asir (14), Abu Hisani in Makkah (02).
      expect(saudi.filter((city) => ['Abha', 'Abu Hisani', 'Abu Qirfah'].includes(city.name))).toEqual([
        { id: 'SA-14-abha', name: 'Abha' },
        { id: 'SA-02-abu-hisani', name: 'Abu Hisani' },
        { id: 'SA-02-abu-qirfah', name: 'Abu Qirfah' },
      ]);
    });

    it('still finds a town by the id of a copy the list leaves out (addresses saved before)', async () => {
      expect(await findCity('SA', 'SA-02-abha', 'en')).toEqual({ id: 'SA-14-abha', name: 'Abha' });
    });

    it('keeps towns of one name that are different places (Abbeville in four US states)', async () => {
      const us = (await cities('US')).json<{ data: { cities: Named[] } }>().data.cities;
      expect(us.filter((city) => city.name === 'Abbeville').map((city) => city.id)).toEqual([
        'US-AL-abbeville',
        'US-GA-abbeville',
        'US-LA-abbeville',
        'US-SC-abbeville',
      ]);
    });

    it('names no city of any country with a backtick; Saudi Arabia shows ʿAjmiyah', async () => {
      const withBacktick: string[] = [];
      for (const country of await countries('/marketplace-customer')) {
        const list = (await cities(country.id)).json<{ data: { cities: Named[] } }>().data.cities;
        withBacktick.push(
          ...list.filter((city) => city.name.includes('`')).map((city) => `${country.id}: ${city.name}`),
        );
      }
      expect(withBacktick).toEqual([]);
      const saudi = (await cities('SA')).json<{ data: { cities: Named[] } }>().data.cities;
      expect(saudi.map((city) => city.name)).toContain('\u02BFAjmiyah');
      expect(saudi.map((city) => city.name)).toContain('Al Jami\u02BFah');
    });
  });
});
