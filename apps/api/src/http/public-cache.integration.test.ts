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

/** Runs `work` while changes to `table` (settings by default) notify nobody, as if their notification was lost. */
async function unnoticed(t: TestApp, work: () => Promise<void>, table: 'settings' | 'products' = 'settings') {
  await t.database.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_public_data_changed`));
  try {
    await work();
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table} enable trigger ${table}_public_data_changed`));
  }
}

const copyrightOf = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: settingsUrl, headers });
  expect(response.statusCode).toBe(200);
  return response.json<SettingsBody>().data.copyright;
};

/** The headers a client acts on: all but the date. */
const headersThatMatter = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
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

describe.each(databaseTargets())('the public answer cache on a stock change on $name', (target) => {
  const t = useTestApp(target);
  type Shown = { _id: string; name: string; inStock: boolean };
  const read = async (url: string): Promise<Shown[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products${url}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Shown | Shown[] }>();
    return Array.isArray(data) ? data : [data];
  };
  const renameUnnoticed = (id: string, name: string) =>
    unnoticed(
      t,
      async () => {
        await t.database.db.execute(
          sql`update products set texts = jsonb_set(texts, '{en,name}', to_jsonb(${name}::text)) where id = ${id}`,
        );
      },
      'products',
    );

  it('forgets only the answers showing the products whose stock changed, and shows their stock at once', async () => {
    const admin = bearer(await t.adminToken());
    const create = async (code: string) =>
      (await postIntegrationProduct(t, admin, { code, stock: 5 })).json<{ data: { _id: string } }>().data._id;
    const [a, b] = [await create('STOCK-A'), await create('STOCK-B')];
    const urls = { a: [`/${a}`, `?ids=${a}`], b: [`/${b}`, `?ids=${b}`], both: [`?ids=${a}&ids=${b}`] };
    for (const url of Object.values(urls).flat()) await read(url);
    // Kept answers of B would still show its former name.
    await renameUnnoticed(b, 'Renamed unnoticed');

    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/inventory/${a}`,
      headers: admin,
      payload: { version: 1, add: -5, reason: 'Sold' },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    for (const url of [...urls.a, ...urls.both]) {
      expect((await read(url)).find((shown) => shown._id === a)?.inStock, url).toBe(false);
    }
    // The answer showing both was read again, so it has B's new name; B's own answers were kept.
    expect((await read(urls.both[0] ?? '')).find((shown) => shown._id === b)?.name).toBe('Renamed unnoticed');
    for (const url of urls.b) expect((await read(url))[0]?.name, url).toBe('Product STOCK-B');

    // A threshold change leaves every level as it was: nothing is forgotten.
    await renameUnnoticed(a, 'A renamed unnoticed');
    const threshold = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/inventory/${a}`,
      headers: admin,
      payload: { version: 2, lowStockThreshold: 3 },
    });
    expect(threshold.statusCode, threshold.body).toBe(200);
    expect((await read(urls.a[0] ?? ''))[0]?.name).toBe('Product STOCK-A');
  });

  it('forgets every answer when one statement changes more levels than a notification can name', async () => {
    await t.database.db.execute(
      sql.raw(`insert into products (code, texts, price_minor, currency, type, platform_type, images)
        select 'MANY-' || g, '{"en":{"name":"Many"}}', 100, 'USD', 'integration', 'cloud', '["/files/x"]'
        from generate_series(1, 200) as g`),
    );
    await t.database.db.execute(
      sql.raw(`insert into inventory_levels (product_id, level) select id, 1 from products where code like 'MANY-%'`),
    );
    const [first] = await read('?search=many-1&limit=1&sort=newest');
    if (!first) throw new Error('no bulk product');
    await read(`/${first._id}`);
    await renameUnnoticed(first._id, 'Renamed unnoticed');
    await t.database.db.execute(sql.raw(`update inventory_levels set level = level + 1`));
    expect((await read(`/${first._id}`))[0]?.name).toBe('Renamed unnoticed');
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
