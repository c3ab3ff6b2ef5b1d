import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app.ts';

/**
 * What crawlers read at the site's root: robots.txt keeps them out of the back office and the
 * visitors' own pages; the sitemap index lists every visible product once per language, in pages
 * of at most 50,000 addresses, and never a hidden one, also on a catalog of 100,000 products.
 */

const host = 'shop.example.test';
const origin = `http://${host}`;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

type Rows<T> = { rows: T[] };

/** The addresses of a sitemap or sitemap index, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** `count` products in one INSERT … SELECT generate_series (as the bench seeds its catalogs), every 33rd hidden. */
async function insertProducts(t: TestApp, count: number): Promise<void> {
  await t.database.db.execute(sql`
    insert into products (code, texts, price_minor, currency, type, visible)
    select 'SITEMAP-' || g, jsonb_build_object('en', jsonb_build_object('name', 'Sensor ' || g),
        'ar', jsonb_build_object('name', 'حساس ' || g)),
      1000 + g, 'USD', 'integration', g % 33 <> 0
    from generate_series(1, ${count}) as g`);
}

async function productIds(t: TestApp, visible: boolean): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql`select id::text as id from products where visible = ${visible}`,
  )) as unknown as Rows<{ id: string }>;
  return result.rows.map((row) => row.id);
}

async function get(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { host } });
}

/** Every product address of the sitemap, read through its index, and the largest page's count. */
async function readProductSitemaps(t: TestApp) {
  const index = await get(t, '/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const sitemaps = locations(index.body);
  expect(sitemaps[0]).toBe(`${origin}/sitemaps/pages.xml`);
  const addresses: string[] = [];
  let largest = 0;
  for (const sitemap of sitemaps.slice(1)) {
    expect(sitemap).toMatch(new RegExp(`^${origin}/sitemaps/products/${uuid}\\.xml$`));
    const page = await get(t, sitemap.slice(origin.length));
    expect(page.statusCode).toBe(200);
    const found = locations(page.body);
    largest = Math.max(largest, found.length);
    addresses.push(...found);
  }
  return { addresses, largest, pages: sitemaps.length - 1, index: index.body };
}

const targets = databaseTargets();
// The 100,000-product catalog once per run (about 30 s on PGlite): on PostgreSQL when the run has one,
// as production does, and on PGlite otherwise.
const largeCatalogTarget = targets.at(-1)?.name;

describe.each(targets)('robots.txt and sitemaps on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('robots.txt keeps crawlers out of the back office, cart, checkout and account pages, and names the sitemap', async () => {
    const response = await get(t, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['', '/en', '/ar']) {
      for (const path of ['/cms', '/cart', '/checkout', '/orders', '/profile', '/requests', '/wishlist']) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    // The storefront itself stays open: no rule covers a product or the home page.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const page of ['/en', '/ar/products', '/en/products/1', '/']) {
      expect(disallowed.some((rule) => page.startsWith(rule))).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists the public pages in both languages, each with its hreflang alternates', async () => {
    const response = await get(t, '/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    const found = locations(response.body);
    for (const path of ['', '/products', '/solutions', '/aboutUs']) {
      expect(found).toContain(`${origin}/en${path}`);
      expect(found).toContain(`${origin}/ar${path}`);
    }
    // The default brand (alef) has neither a terms nor a policy page (SPEC §6), nor is the cart public.
    expect(found.some((address) => /termsAndConditions|privacyPolicy|cart|cms/.test(address))).toBe(false);
    expect(response.body).toContain(
      `<url><loc>${origin}/ar/products</loc><xhtml:link rel="alternate" hreflang="en" href="${origin}/en/products"/><xhtml:link rel="alternate" hreflang="ar" href="${origin}/ar/products"/></url>`,
    );
  });

  it.runIf(target.name === largeCatalogTarget)(
    'pages a 100,000-product catalog: every visible product once in each language, no hidden one, at most 50,000 addresses a page; a hidden product leaves the cached sitemap',
    async () => {
      await insertProducts(t, 100_000);
      const visible = await productIds(t, true);
      const hidden = await productIds(t, false);
      expect(visible.length).toBeGreaterThan(95_000);
      expect(hidden.length).toBeGreaterThan(3000);

      const started = Date.now();
      const { addresses, largest, pages } = await readProductSitemaps(t);
      const seconds = (Date.now() - started) / 1000;
      expect(pages).toBeGreaterThanOrEqual(Math.ceil((visible.length * 2) / 50_000));
      expect(largest).toBeLessThanOrEqual(50_000);
      expect(addresses.length).toBe(visible.length * 2);
      expect(new Set(addresses).size).toBe(addresses.length);
      const listed = new Set(addresses);
      for (const id of visible) {
        if (!listed.has(`${origin}/en/products/${id}`) || !listed.has(`${origin}/ar/products/${id}`))
          throw new Error(`product ${id} is missing from the sitemap`);
      }
      for (const id of hidden) {
        if (listed.has(`${origin}/en/products/${id}`)) throw new Error(`hidden product ${id} is in the sitemap`);
      }
      // Read straight off the keys (no offset): the whole catalog in a few seconds, even on PGlite.
      expect(seconds).toBeLessThan(20);

      // Served again from the public cache; hiding a product forgets it there, whoever hides it (the
      // products table's trigger notifies every instance).
      const product = visible[0] ?? '';
      await t.database.db.execute(sql`update products set visible = false where id = ${product}`);
      const after = await readProductSitemaps(t);
      expect(after.addresses).not.toContain(`${origin}/en/products/${product}`);
      expect(after.addresses.length).toBe(addresses.length - 2);
    },
    120_000,
  );

  it('answers 404 for a page past the last visible product', async () => {
    const response = await get(t, '/sitemaps/products/ffffffff-ffff-4fff-bfff-ffffffffffff.xml');
    expect(response.statusCode).toBe(404);
  });
});
