import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '@iot/shared/products';
import type { Database } from '../../db/database.ts';
import { listStorefrontProducts } from '../../test/storefront-helpers.ts';
import { createTestApp, databaseTargets, testImageUrl, type TestApp } from '../../test/test-app.ts';
import { nameComparator, nameOrderNeighbours } from './name-order.ts';
import { nameSortNeighbours } from './product-repository.ts';
import { rebuildNameSortKeys } from './product-service.ts';

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

  const shop = (query: string, language?: string) => listStorefrontProducts(t.app, query, language);

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

  it('orders two products placed into the same gap at once by id, until a product placed beside them sets the order right', async () => {
    const products = new Map<string, { id: string; name: string }>();
    for (const [code, name] of [
      ['CONC-1', 'Concurrent alpha'],
      ['CONC-2', 'Concurrent omega'],
      ['CONC-3', 'Concurrent x'],
      ['CONC-4', 'Concurrent y'],
    ] as const) {
      products.set(code, { id: (await create(code, name))._id, name });
    }
    const codesInOrder = () =>
      [...products.entries()]
        .map(([code, entry]) => ({ code, ...entry }))
        .sort(collated('en'))
        .map((entry) => entry.code);
    const listed = async () => (await shop('search=conc-&sort=nameAsc&limit=48')).data.map((card) => card.code);
    // Two renames that read the same neighbours before either commits (PostgreSQL, two
    // administrators) get the same key, whatever their names: here the smaller id gets the later name.
    const [smaller, larger] = ['CONC-3', 'CONC-4'].sort((a, b) =>
      (products.get(a)?.id ?? '').localeCompare(products.get(b)?.id ?? ''),
    ) as [string, string];
    await rename(products.get(smaller)?.id ?? '', 'Concurrent gamma', 'en');
    await rename(products.get(larger)?.id ?? '', 'Concurrent beta', 'en');
    products.set(smaller, { id: products.get(smaller)?.id ?? '', name: 'Concurrent gamma' });
    products.set(larger, { id: products.get(larger)?.id ?? '', name: 'Concurrent beta' });
    await t.database.db.execute(
      sql`update products set name_sort_en = (select name_sort_en from products where code = 'CONC-3') where code = 'CONC-4'`,
    );
    // Still one valid order (every product once, pages never overlap), the tied pair by id.
    expect(await listed()).toEqual(['CONC-1', smaller, larger, 'CONC-2']);
    // A product placed next to the pair, from outside it or between its two, rebuilds the keys.
    products.set('CONC-5', { id: (await create('CONC-5', 'Concurrent kappa'))._id, name: 'Concurrent kappa' });
    expect(await listed()).toEqual(codesInOrder());
    await t.database.db.execute(
      sql`update products set name_sort_en = (select name_sort_en from products where code = 'CONC-3') where code = 'CONC-4'`,
    );
    products.set('CONC-6', { id: (await create('CONC-6', 'Concurrent delta'))._id, name: 'Concurrent delta' });
    expect(await listed()).toEqual(codesInOrder());
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
    const ask = () => listStorefrontProducts(t.app, query, language);
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

  it('places a renamed product through a few lookups in the name key index, in the order reading every name gives', async () => {
    const db = t.database.db;
    type Row = { id: string; en: string; ar: string; en_key: string; ar_key: string };
    const { rows } = (await db.execute(
      sql.raw(`select id, coalesce(nullif(texts->'ar'->>'name', ''), texts->'en'->>'name', '') as ar,
        texts->'en'->>'name' as en, name_sort_en as en_key, name_sort_ar as ar_key from products order by code`),
    )) as unknown as { rows: Row[] };
    const [first, middle, last] = [rows[0], rows[9_000], rows.at(-1)] as [Row, Row, Row];
    const targets = [
      // To the very start and end, onto another product's name (a tie broken by id), between two names.
      { id: first.id, en: '!', ar: '!' },
      { id: middle.id, en: 'zzzz', ar: 'ي' },
      { id: last.id, en: middle.en, ar: middle.ar },
      { id: middle.id, en: 'Bulk sensor 12345a', ar: 'حساس الحرارة 12345 ب' },
    ];
    for (const target of targets) {
      for (const language of ['en', 'ar'] as const) {
        let probes = 0;
        const { low, high } = await nameOrderNeighbours(
          { id: target.id, name: target[language] },
          language,
          (key, below, above) => {
            probes += 1;
            return nameSortNeighbours(db, language, target.id, key, below, above);
          },
        );
        const compare = nameComparator(language);
        const others = rows
          .filter((row) => row.id !== target.id)
          .map((row) => ({ id: row.id, name: row[language], key: language === 'en' ? row.en_key : row.ar_key }));
        const named = { id: target.id, name: target[language] };
        const expectedLow = others
          .filter((row) => compare(row, named) < 0)
          .reduce<(typeof others)[number] | null>(
            (best, row) => (best === null || compare(row, best) > 0 ? row : best),
            null,
          );
        const expectedHigh = others
          .filter((row) => compare(row, named) > 0)
          .reduce<(typeof others)[number] | null>(
            (best, row) => (best === null || compare(row, best) < 0 ? row : best),
            null,
          );
        expect([low?.id, high?.id], `${language} ${target[language]}`).toEqual([expectedLow?.id, expectedHigh?.id]);
        expect([low?.key, high?.key]).toEqual([expectedLow?.key, expectedHigh?.key]);
        expect(probes).toBeLessThanOrEqual(20);
      }
    }

    // Each lookup walks the index from its key, never the table.
    const probe = await recordQueries(db, () =>
      nameSortNeighbours(db, 'ar', middle.id, middle.ar_key, { id: first.id, key: '0' }, { id: last.id, key: 'zz' }),
    );
    expect(probe).toHaveLength(1);
    const plan = await planOf(db, probe[0] as Recorded);
    expect(plan, plan).toMatch(/products_name_ar_idx/);
    expect(productScans(plan), plan).toEqual([]);

    // Through the API: a new product, then a rename, each land right after the name they extend.
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const names = async (search: string) =>
      (await listStorefrontProducts(t.app, `search=${encodeURIComponent(search)}&sort=nameAsc&limit=48`)).data.map(
        (card) => card.name,
      );
    const created = await t.app.inject({
      method: 'POST',
      url: '/marketplace/products',
      headers: admin,
      payload: {
        code: 'KEYED-1',
        name: 'Bulk sensor 12345a',
        price: 10,
        type: 'integration',
        platformType: 'cloud',
        images: [testImageUrl(1)],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names('bulk sensor 12345')).toEqual(['Bulk sensor 12345', 'Bulk sensor 12345a']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${created.json<{ data: Product }>().data._id}`,
      headers: admin,
      payload: { name: 'Bulk sensor 1234a' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await names('bulk sensor 1234');
    expect(after.slice(0, 2)).toEqual(['Bulk sensor 1234', 'Bulk sensor 1234a']);
    expect(after[2]).toBe('Bulk sensor 12341'); // 12340 is hidden
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
