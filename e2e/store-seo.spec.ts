import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminAccessToken } from './auth-support.ts';
import { brandServers, stockFreeServer } from './servers.ts';

/**
 * What search engines and social sites read: honest statuses (404 for every Not Found page, 301 for
 * a permanent move), and a head that names each page (title, description, canonical, hreflang, Open
 * Graph, JSON-LD) in the first HTML and again after each client-side navigation.
 */

const shop = brandServers.alef.url;
// A server of its own (watad: no cart, SPEC §6) whose catalog and settings this spec may change.
const changeable = stockFreeServer.url;

type Json = Record<string, unknown>;

/** The JSON-LD blocks of a page's HTML, flattened. */
function structuredData(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1] ?? 'null') as Json | Json[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function firstProductId(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.get(`${origin}/marketplace-customer/products?limit=6&sort=nameAsc`);
  const list = (await response.json()) as { data: { _id: string; price: number | null }[] };
  const product = list.data.find((item) => item.price !== null) ?? list.data[0];
  return product?._id ?? '';
}

async function admin(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminAccessToken(request, changeable)}` };
}

test.describe('statuses', () => {
  test('every kind of Not Found page answers 404 with the same bilingual page; a permanent move answers 301', async ({
    request,
  }) => {
    const notFound = async (url: string, language: 'en' | 'ar') => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html).toContain(language === 'en' ? 'Page Not Found !' : 'الصفحة غير موجودة');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      return html;
    };
    await notFound(`${shop}/en/no/such/page`, 'en');
    await notFound(`${shop}/ar/no/such/page`, 'ar');
    // Asked again: the public cache never turns it into a 200.
    await notFound(`${shop}/en/no/such/page`, 'en');
    await notFound(`${shop}/en/products/00000000-0000-4000-8000-000000000000`, 'en');
    await notFound(`${shop}/ar/products/not-a-product`, 'ar');
    // SPEC §6: watad has no cart, no orders and no policy page.
    await notFound(`${changeable}/en/cart`, 'en');
    await notFound(`${changeable}/ar/orders`, 'ar');
    await notFound(`${changeable}/en/privacyPolicy`, 'en');

    const moved = await request.get(`${shop}/en/products/?page=2`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/en/products?page=2');
    const found = await request.get(`${shop}/en/products`, { maxRedirects: 0 });
    expect(found.status()).toBe(200);
  });

  test('a hidden product is Not Found (404) until it is shown again', async ({ request }) => {
    const headers = await admin(request);
    const id = await firstProductId(request, changeable);
    const page = `${changeable}/en/products/${id}`;
    expect((await request.get(page)).status()).toBe(200);
    const hide = await request.patch(`${changeable}/marketplace/products/${id}`, { headers, data: { visible: false } });
    expect(hide.status(), await hide.text()).toBe(200);
    try {
      const hidden = await request.get(page);
      expect(hidden.status()).toBe(404);
      expect(await hidden.text()).toContain('Page Not Found !');
      const sitemap = await request.get(`${changeable}/sitemap.xml`);
      const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      for (const address of pages) {
        expect(await (await request.get(new URL(new URL(address).pathname, changeable).href)).text()).not.toContain(id);
      }
    } finally {
      await request.patch(`${changeable}/marketplace/products/${id}`, { headers, data: { visible: true } });
    }
    expect((await request.get(page)).status()).toBe(200);
  });
});

test.describe('structured data', () => {
  test("a product page's JSON-LD names the product, its brand and an Offer; without shown prices there is no Offer", async ({
    request,
  }) => {
    const id = await firstProductId(request, changeable);
    const product = (
      (await (await request.get(`${changeable}/marketplace-customer/products/${id}`)).json()) as {
        data: { name: string; code: string; price: number; currency: string; images: string[] };
      }
    ).data;
    const read = async () => {
      const response = await request.get(`${changeable}/en/products/${id}`);
      expect(response.status()).toBe(200);
      return structuredData(await response.text());
    };
    const data = await read();
    const described = data.find((item) => item['@type'] === 'Product');
    expect(described).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      sku: product.code,
      brand: { '@type': 'Brand', name: 'Watad' },
      offers: { '@type': 'Offer', price: product.price, priceCurrency: product.currency },
    });
    expect((described?.image as string[])[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    // SPEC §6: watad keeps no back-office stock, so its pages show no stock state, nor does the Offer.
    expect(described?.offers).not.toHaveProperty('availability');
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect((trail?.itemListElement as Json[]).map((step) => step.name)).toEqual(['Home', 'Products', product.name]);

    const headers = await admin(request);
    const hide = await request.patch(`${changeable}/marketplace/settings`, {
      headers,
      data: { visibility: { pricing: { enabled: false } } },
    });
    expect(hide.status(), await hide.text()).toBe(200);
    try {
      const withoutPrices = (await read()).find((item) => item['@type'] === 'Product');
      expect(withoutPrices).toMatchObject({ name: product.name, sku: product.code });
      expect(withoutPrices).not.toHaveProperty('offers');
      expect(JSON.stringify(withoutPrices)).not.toContain('price');
    } finally {
      await request.patch(`${changeable}/marketplace/settings`, {
        headers,
        data: { visibility: { pricing: { enabled: true } } },
      });
    }
  });

  test("the home page's Organization comes from the settings", async ({ request }) => {
    const html = await (await request.get(`${shop}/ar`)).text();
    const organization = structuredData(html).find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Alef IoT', url: `${shop}/ar` });
    expect(Array.isArray(organization?.sameAs)).toBe(true);
  });
});

async function head(page: Page) {
  return {
    title: await page.title(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    alternates: await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)),
    descriptions: await page.locator('meta[name="description"]').count(),
    titles: await page.locator('title').count(),
  };
}

for (const language of ['en', 'ar'] as const) {
  test(`the head follows client-side navigation in ${language}, with no hydration warnings`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Error with Permissions-Policy'))
        warnings.push(message.text());
    });
    const other = language === 'en' ? 'ar' : 'en';
    await page.goto(`/${language}`);
    const home = await head(page);
    expect(home.canonical).toBe(`${shop}/${language}`);
    expect(home.alternates).toEqual([`en ${shop}/en`, `ar ${shop}/ar`, `x-default ${shop}/en`]);
    expect(home).toMatchObject({ descriptions: 1, titles: 1 });

    const productsName = language === 'en' ? 'Products' : 'المنتجات';
    await page.getByRole('banner').getByRole('link', { name: productsName, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/products$`));
    await expect(page).toHaveTitle(new RegExp(`^${productsName} \\| `));
    expect(await head(page)).toMatchObject({
      canonical: `${shop}/${language}/products`,
      alternates: [`en ${shop}/en/products`, `ar ${shop}/ar/products`, `x-default ${shop}/en/products`],
      descriptions: 1,
      titles: 1,
    });

    const card = page.getByTestId('product-card').first();
    const name = (await card.getByTestId('product-name').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/products/[0-9a-f-]{36}$`));
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const product = await head(page);
    expect(product.canonical).toBe(`${shop}${new URL(page.url()).pathname}`);
    expect(product.alternates).toContain(
      `${other} ${shop}${new URL(page.url()).pathname.replace(`/${language}/`, `/${other}/`)}`,
    );
    expect(product).toMatchObject({ descriptions: 1, titles: 1 });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.*\/files\//);
    expect(warnings).toEqual([]);
  });
}
