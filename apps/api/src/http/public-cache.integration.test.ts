import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer } from '../test/auth-helpers.ts';
import { databaseTargets, postIntegrationProduct, useTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 12 "reads nearly free": the public catalog's anonymous answers are kept in each instance
 * and forgotten when the data they are made of changes. To see whether an answer came from the
 * cache, a test changes the data with the table's notifying trigger switched off: a cached
 * answer still shows the old value, a handler that ran would read the new one.
 */
const settingsUrl = '/marketplace-customer/settings';

type SettingsBody = { data: { copyright: string } };

async function setCopyright(t: TestApp, copyright: string) {
  await t.database.db.execute(
    sql`update settings set value = jsonb_set(value, '{copyright}', to_jsonb(${copyright}::text)) where scope = 'global'`,
  );
}

/** Runs `work` while changes to the settings notify nobody, as if their notification was lost. */
async function unnoticed(t: TestApp, work: () => Promise<void>) {
  await t.database.db.execute(sql`alter table settings disable trigger settings_public_data_changed`);
  try {
    await work();
  } finally {
    await t.database.db.execute(sql`alter table settings enable trigger settings_public_data_changed`);
  }
}

const copyrightOf = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: settingsUrl, headers });
  expect(response.statusCode).toBe(200);
  return response.json<SettingsBody>().data.copyright;
};

/** The headers a client acts on: all but the date. */
const headersThatMatter = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe.each(databaseTargets())('the public answer cache on $name', (target) => {
  const t = useTestApp(target);

  it('answers a second read from memory, with the same headers and bytes in every encoding', async () => {
    for (const encoding of [undefined, 'br', 'gzip'] as const) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      // A notified change empties the cache, so the first read of each round is a miss.
      await setCopyright(t, `Round ${encoding ?? 'plain'}`);
      const miss = await t.app.inject({ method: 'GET', url: settingsUrl, headers });
      expect(miss.statusCode).toBe(200);
      let hit = miss;
      await unnoticed(t, async () => {
        await setCopyright(t, 'Changed unnoticed');
        hit = await t.app.inject({ method: 'GET', url: settingsUrl, headers });
      });
      expect(hit.statusCode).toBe(200);
      expect(headersThatMatter(hit.headers)).toEqual(headersThatMatter(miss.headers));
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.headers['cache-control']).toBe('no-cache');
      expect(hit.headers.vary).toBe('Accept-Language, Timezone, Accept-Encoding');
      const text =
        encoding === 'br'
          ? brotliDecompressSync(hit.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(hit.rawPayload).toString()
            : hit.body;
      expect((JSON.parse(text) as SettingsBody).data.copyright).toBe(`Round ${encoding ?? 'plain'}`);
    }
  });

  it('answers a hit with a matching ETag with a bodiless 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: settingsUrl,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    // A change gives another tag, so the old one no longer matches.
    await setCopyright(t, 'A new copyright');
    const changed = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keys answers by language and by the query, whatever the order of its parameters', async () => {
    const read = async (url: string, language = 'en') => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
      return response.json<SettingsBody>().data.copyright;
    };
    await setCopyright(t, 'Kept');
    expect(await read(`${settingsUrl}?a=1&b=2&a=3`)).toBe('Kept');
    await unnoticed(t, async () => {
      await setCopyright(t, 'Unnoticed');
      expect(await read(`${settingsUrl}?b=2&a=1&a=3`)).toBe('Kept');
      // Another value, another order of one name's values, another language: other answers.
      expect(await read(`${settingsUrl}?a=1&b=3&a=3`)).toBe('Unnoticed');
      expect(await read(`${settingsUrl}?a=3&b=2&a=1`)).toBe('Unnoticed');
      expect(await read(`${settingsUrl}?a=1&b=2&a=3`, 'ar')).toBe('Unnoticed');
    });
  });

  it('never answers a signed-in read from the cache, nor keeps its answer', async () => {
    const signedIn = bearer(await t.customerToken());
    await unnoticed(t, async () => {
      await setCopyright(t, 'First');
      expect(await copyrightOf(t, signedIn)).toBe('First');
      await setCopyright(t, 'Second');
      // Had the signed-in answer been kept, this would be 'First'.
      expect(await copyrightOf(t)).toBe('Second');
      await setCopyright(t, 'Third');
      expect(await copyrightOf(t, signedIn)).toBe('Third');
      // The anonymous answer is still the kept one.
      expect(await copyrightOf(t)).toBe('Second');
    });
  });

  it('forgets an answer after PUBLIC_CACHE_SECONDS even when no change was heard', async () => {
    await unnoticed(t, async () => {
      await setCopyright(t, 'Before');
      expect(await copyrightOf(t)).toBe('Before');
      await setCopyright(t, 'After');
      t.clock.advance(9_000);
      expect(await copyrightOf(t)).toBe('Before');
      t.clock.advance(1_000);
      expect(await copyrightOf(t)).toBe('After');
    });
  });

  it("shows this instance's own writes to the very next read: through the API, a service or SQL", async () => {
    const admin = bearer(await t.adminToken());
    expect(await copyrightOf(t)).not.toBe('Through the API');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: admin,
      payload: { copyright: 'Through the API' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await copyrightOf(t)).toBe('Through the API');
    await setCopyright(t, 'Through SQL');
    expect(await copyrightOf(t)).toBe('Through SQL');

    const created = await postIntegrationProduct(t, admin, { code: 'CACHE-2' });
    const id = created.json<{ data: { _id: string } }>().data._id;
    const detail = `/marketplace-customer/products/${id}`;
    expect((await t.app.inject({ method: 'GET', url: detail })).json<{ data: { name: string } }>().data.name).toBe(
      'Product CACHE-2',
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${id}`,
      headers: admin,
      payload: { name: 'Renamed' },
    });
    expect((await t.app.inject({ method: 'GET', url: detail })).json<{ data: { name: string } }>().data.name).toBe(
      'Renamed',
    );
    // Hidden: the cached detail goes with it.
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${id}`,
      headers: admin,
      payload: { visible: false },
    });
    expect((await t.app.inject({ method: 'GET', url: detail })).statusCode).toBe(404);
  });
});

describe('the public answer cache switched off (PUBLIC_CACHE_SECONDS=0)', () => {
  const t = useTestApp({ name: 'pglite' }, { configure: (config) => ({ ...config, publicCacheSeconds: 0 }) });

  it('reads the database for every answer', async () => {
    await unnoticed(t, async () => {
      await setCopyright(t, 'One');
      expect(await copyrightOf(t)).toBe('One');
      await setCopyright(t, 'Two');
      expect(await copyrightOf(t)).toBe('Two');
    });
  });
});
