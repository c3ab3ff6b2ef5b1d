import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product, ProductCard } from '@iot/shared/products';
import type { Database } from '../../db/database.ts';
import { createTestApp, databaseTargets, testImageUrl, type TestApp } from '../../test/test-app.ts';
import { rebuildNameSortKeys } from './product-service.ts';

type ListBody = { data: ProductCard[]; meta: { page: number; limit: number; total: number } };
type Recorded = { text: string; params: unknown[] };
type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Every statement the app sends while `work` runs, read at the driver (node-postgres' pool or PGlite),
 * under drizzle: what a request costs in round trips, and the exact SQL to EXPLAIN.
 */
async function recordQueries(db: Database, work: () => Promise<unknown>): Promise<Recorded[]> {
  const client = (db as unknown as { session: { client: QueryClient } }).session.client;
  const original = client.query;
  const seen: Recorded[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query, params] = args;
    const text = typeof query === 'string' ? query : (query as { text: string }).text;
    seen.push({ text, params: Array.isArray(params) ? params : [] });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

async function planOf(db: Database, query: Recorded): Promise<string> {
  const client = (db as unknown as { session: { client: QueryClient } }).session.client;
  const result = (await client.query(
    `explain (analyze, costs off, timing off, summary off) ${query.text}`,
    query.params,
  )) as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const collated = (language: string) => {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return (a: { name: string; id: string }, b: { name: string; id: string }) =>
    collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
};

describe.each(databaseTargets())('storefront list queries on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    // What the database does for each answer: the public answer cache would answer repeats without it.
    t = await createTestApp(target, { configure: (config) => ({ ...config, publicCacheSeconds: 0 }) });
    admin = { authorization: `Bearer ${await t.adminToken()}` };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function shop(query: string, language = 'en'): Promise<ListBody> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/products?${query}`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  }

  async function create(code: string, en: string, ar?: string, extra: object = {}): Promise<Product> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/marketplace/products',
      headers: admin,
      payload: {
        code,
        name: en,
        price: 10,
        type: 'integration',
        platformType: 'cloud',
        images: [testImageUrl(1)],
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<{ data: Product }>().data;
    if (ar !== undefined) await rename(product._id, ar, 'ar');
    return product;
  }

  async function rename(id: string, name: string, language: string) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${id}`,
      headers: { ...admin, 'accept-language': language },
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('sorts by name exactly as Intl.Collator does, in English and Arabic, both ways', async () => {
    // Hamza and alef forms, numbers inside names (2 before 10), Latin among Arabic, case-only
    // differences that tie (and fall back to the id), and Arabic names missing (English shows).
    const names: [string, string, string | undefined][] = [
      ['ORD-A1', 'Sensor 10', 'جهاز 10'],
      ['ORD-A2', 'Sensor 2', 'جهاز 2'],
      ['ORD-A3', 'sensor 2', 'جهاز ٢'],
      ['ORD-A4', 'Éclair gateway', 'أداة'],
      ['ORD-A5', 'eclair gateway', 'اداة'],
      ['ORD-A6', 'Zeta lock', 'إبرة'],
      ['ORD-A7', 'alpha relay', 'آلة'],
      ['ORD-A8', 'Beta meter', undefined],
      ['ORD-A9', 'Alpha relay', 'Alpha relay'],
      ['ORD-B1', 'gamma 1', 'ؤلؤ'],
      ['ORD-B2', '10 sensors', 'ئ'],
      ['ORD-B3', '9 sensors', 'ء'],
      ['ORD-B4', 'Omega', 'بوابة'],
      ['ORD-B5', 'omega', 'ابوابة'],
    ];
    const created = new Map<string, { id: string; en: string; ar: string }>();
    for (const [code, en, ar] of names) {
      const product = await create(code, en, ar);
      created.set(code, { id: product._id, en, ar: ar || en });
    }
    // A later rename moves the product to its new place.
    const moved = created.get('ORD-B4');
    if (!moved) throw new Error('missing product');
    await rename(moved.id, 'Aardvark', 'en');
    created.set('ORD-B4', { ...moved, en: 'Aardvark' });

    for (const language of ['en', 'ar'] as const) {
      const expected = [...created.entries()]
        .map(([code, entry]) => ({ code, id: entry.id, name: entry[language] }))
        .sort(collated(language))
        .map((entry) => entry.code);
      const ascending = (await shop('search=ord-&sort=nameAsc&limit=48', language)).data.map((card) => card.code);
      expect(ascending, language).toEqual(expected);
      const descending = (await shop('search=ord-&sort=nameDesc&limit=48', language)).data.map((card) => card.code);
      expect(descending, language).toEqual([...expected].reverse());
      // Pages follow the same order.
      const pages = [1, 2, 3].map((page) => shop(`search=ord-&sort=nameAsc&limit=6&page=${page}`, language));
      expect((await Promise.all(pages)).flatMap((body) => body.data.map((card) => card.code))).toEqual(expected);
    }

    // Products inserted in bulk have no keys until the keys are rebuilt, then sort like the others.
    await t.database.db.execute(
      sql.raw(
        `insert into products (code, texts, price_minor, currency, type, platform_type) values ('ORD-C1', '{"en":{"name":"Sensor 3"},"ar":{"name":"جهاز 3"}}', 100, 'USD', 'integration', 'cloud')`,
      ),
    );
    await rebuildNameSortKeys(t.app);
    const bulk = (await shop('search=ord-c1')).data[0];
    if (!bulk) throw new Error('the bulk product is not listed');
    created.set('ORD-C1', { id: bulk._id, en: 'Sensor 3', ar: 'جهاز 3' });
    for (const language of ['en', 'ar'] as const) {
      const expected = [...created.entries()]
        .map(([code, entry]) => ({ code, id: entry.id, name: entry[language] }))
        .sort(collated(language))
        .map((entry) => entry.code);
      expect((await shop('search=ord-&sort=nameAsc&limit=48', language)).data.map((card) => card.code)).toEqual(
        expected,
      );
    }
  });

  it('searches code, names and short names of every language as a case-blind substring', async () => {
    await create('SRCH-Q1', 'Cold Chain Probe', 'مسبار سلسلة التبريد', { shortName: 'ColdProbe' });
    await create('SRCH-Q2', 'Water 100%_meter', undefined);
    await create('SRCH-Q3', 'Plain thing', 'شيء عادي');
    const found = async (search: string, language = 'en') =>
      (await shop(`search=${encodeURIComponent(search)}&limit=48`, language)).data.map((card) => card.code).sort();
    expect(await found('srch-q1')).toEqual(['SRCH-Q1']);
    expect(await found('CHAIN PRO')).toEqual(['SRCH-Q1']);
    expect(await found('coldprobe')).toEqual(['SRCH-Q1']);
    expect(await found('سلسلة')).toEqual(['SRCH-Q1']);
    // Arabic text is found whatever the request language.
    expect(await found('عادي', 'en')).toEqual(['SRCH-Q3']);
    // % and _ are letters, not wildcards; a term never spans two fields.
    expect(await found('100%_m')).toEqual(['SRCH-Q2']);
    expect(await found('100%%')).toEqual([]);
    expect(await found('q1cold')).toEqual([]);
    expect(await found('srch-q1\u001fcold')).toEqual([]);
    // A renamed product is found by its new name only.
    const renamed = (await shop('search=plain')).data[0];
    await rename(renamed?._id ?? '', 'Fancy thing', 'en');
    expect(await found('plain')).toEqual([]);
    expect(await found('fancy')).toEqual(['SRCH-Q3']);
  });

  it('keeps counts right after every kind of change, while reusing them in between', async () => {
    const total = async () => (await shop('type=integration&limit=6')).meta.total;
    const counted = async () => {
      const [first] = await t.database.db
        .execute(sql`select count(*)::int as n from products where visible and type = 'integration'`)
        .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
      return first?.n;
    };
    expect(await total()).toBe(await counted());
    const product = await create('CNT-1', 'Counted', undefined);
    expect(await total()).toBe(await counted());
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${product._id}`,
      headers: admin,
      payload: { visible: false },
    });
    expect(await total()).toBe(await counted());
    await t.database.db.execute(
      sql.raw(
        `insert into products (code, texts, price_minor, currency, type) values ('CNT-2', '{"en":{"name":"Raw"}}', 1, 'USD', 'integration')`,
      ),
    );
    expect(await total()).toBe(await counted());
    await t.database.db.execute(sql.raw(`delete from products where code = 'CNT-2'`));
    expect(await total()).toBe(await counted());
    // A page past the end still tells the total.
    expect((await shop('type=integration&limit=6&page=999')).meta.total).toBe(await counted());

    // Unchanged catalog: the second answer reuses the count (one statement fewer).
    const first = await recordQueries(t.database.db, () => shop('type=integration&limit=6&sort=lowPrice'));
    const second = await recordQueries(t.database.db, () => shop('type=integration&limit=6&sort=lowPrice'));
    expect(first.filter((query) => /count\(\*\)/.test(query.text))).toHaveLength(1);
    expect(second.some((query) => /then null else/.test(query.text))).toBe(true);
    expect((await shop('type=integration&limit=6&sort=lowPrice')).meta.total).toBe(await counted());
  });

  it('answers the list in at most three queries, whatever the sort, search or page', async () => {
    for (const query of [
      'limit=12',
      'limit=12&sort=nameAsc',
      'limit=12&sort=nameDesc&search=ord',
      'limit=12&sort=highPrice&page=2',
      'limit=12&search=nothing-matches-this',
      'limit=12&page=500',
    ]) {
      for (const language of ['en', 'ar']) {
        const queries = await recordQueries(t.database.db, () => shop(query, language));
        expect(queries.length, `${query} ${language}: ${queries.map((q) => q.text).join('\n')}`).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe.each(databaseTargets())('storefront list plans on a large catalog on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    // What the database does for each answer: the public answer cache would answer repeats without it.
    t = await createTestApp(target, { configure: (config) => ({ ...config, publicCacheSeconds: 0 }) });
    // 20,000 products of the six types in one statement, a tenth hidden, names in both languages; then keys and statistics.
    await t.database.db.execute(
      sql.raw(`insert into products (code, texts, price_minor, currency, type, device_type_id, visible, created_at, images)
        select 'BULK-' || g,
          jsonb_build_object('en', jsonb_build_object('name', 'Bulk sensor ' || g, 'shortName', 'BS' || g),
                             'ar', jsonb_build_object('name', 'حساس الحرارة ' || g)),
          (g * 7919) % 100000, 'USD', (array['device','gateway','accessory','subscription','integration','package'])[g % 6 + 1], null, g % 10 <> 0, now() - g * interval '1 minute', '["/files/x"]'::jsonb
        from generate_series(1, 20000) as g`),
    );
    await rebuildNameSortKeys(t.app);
    await t.database.db.execute(sql.raw('vacuum analyze products'));
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  /**
   * The executed plan of the list's page query, asked a second time so that the count taken the first
   * time holds: what every later page of an unchanged catalog costs.
   */
  async function listPlan(query: string, language = 'en'): Promise<string> {
    const ask = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/marketplace-customer/products?${query}`,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
    };
    await ask();
    const queries = await recordQueries(t.database.db, ask);
    const page = queries.find((recorded) => /"products"\."id" in \(select/.test(recorded.text));
    if (!page) throw new Error(`no page query among ${queries.map((recorded) => recorded.text).join('\n')}`);
    return planOf(t.database.db, page);
  }

  /** Plan lines that read the products table row by row and did run. */
  const productScans = (plan: string) =>
    plan.split('\n').filter((line) => /Seq Scan on products/.test(line) && !/never executed/.test(line));

  it.each([
    ['newest', 'limit=12'],
    ['newest, deep page', 'limit=12&page=1200'],
    ['price, low to high', 'limit=12&sort=lowPrice'],
    ['price, high to low', 'limit=12&sort=highPrice&page=40'],
    ['name A-Z', 'limit=12&sort=nameAsc'],
    ['name Z-A, deep page', 'limit=12&sort=nameDesc&page=900'],
    ['search by name', 'limit=12&search=sensor%2012345'],
    ['search by code', 'limit=12&search=bulk-1999'],
    ['filtered by type', 'limit=12&type=device&sort=lowPrice'],
  ])('reads %s through indexes, in English and Arabic', async (_name, query) => {
    for (const language of ['en', 'ar']) {
      const plan = await listPlan(query, language);
      expect(productScans(plan), plan).toEqual([]);
      expect(plan, plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    }
  });

  it('searches Arabic names through the trigram index (the database ctype knows Arabic letters)', async () => {
    const trigrams = (await t.database.db.execute(sql.raw(`select show_trgm('حساس') as t`))) as unknown as {
      rows: { t: string[] }[];
    };
    const plan = await listPlan(`limit=12&search=${encodeURIComponent('الحرارة 1234')}`, 'ar');
    expect(trigrams.rows[0]?.t.length).toBeGreaterThan(0);
    expect(plan, plan).toMatch(/products_search_trgm_idx/);
    expect(productScans(plan), plan).toEqual([]);
  });
});
