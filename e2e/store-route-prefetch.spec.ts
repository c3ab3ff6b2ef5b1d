import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { readWebBuild } from '../scripts/web-build-manifest.ts';
import { brandServers } from './servers.ts';

/**
 * DESIGN §Web: route loaders prefetch with the hooks' query options, and they live outside the
 * lazily loaded route modules, so a product page's data request starts while its code is still on
 * the way. The page's script is held back here (a slow connection), which makes the order certain:
 * were the request made by the page itself, it could only start after that script had arrived.
 */
const build = readWebBuild(path.resolve(import.meta.dirname, '../apps/web/dist', brandServers.alef.brand));
const productPageScript = `/${build.fileOf('src/app/routes/store/product-route.tsx')}`;
const holdBackMs = 1_500;

async function firstProduct(page: Page): Promise<{ id: string; name: string }> {
  const listed = await page.request.get('/marketplace-customer/products', { params: { limit: 1, sort: 'nameAsc' } });
  expect(listed.ok()).toBe(true);
  const product = ((await listed.json()) as { data: { _id: string; name: string }[] }).data[0];
  if (!product) throw new Error('the demo catalog has no product');
  return { id: product._id, name: product.name };
}

/** Holds the product page's script back, and records when it and the product's API request start and end. */
async function watchProductPage(page: Page, productId: string) {
  const seen: { script?: Request; product?: Request } = {};
  await page.route(`**${productPageScript}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdBackMs));
    await route.continue();
  });
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === productPageScript) seen.script = sent;
    if (pathname === `/marketplace-customer/products/${productId}`) seen.product = sent;
  });
  return async () => {
    const { script, product } = seen;
    if (!script || !product) throw new Error(`not requested: ${!script ? 'the product page script' : 'the product'}`);
    await Promise.all([script.response(), product.response()]);
    const scriptTiming = script.timing();
    return { productStart: product.timing().startTime, scriptStart: scriptTiming.startTime, scriptEnd: scriptTiming.startTime + scriptTiming.responseEnd };
  };
}

test('a product page opened from the list asks for its product before the page’s own code has arrived', async ({ page }) => {
  const product = await firstProduct(page);
  await page.goto(`/en/products?sort=nameAsc&search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  await expect(card).toBeVisible();
  const timings = await watchProductPage(page, product.id);

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const { productStart, scriptStart, scriptEnd } = await timings();
  expect(scriptEnd - scriptStart).toBeGreaterThanOrEqual(holdBackMs - 100);
  expect(productStart).toBeLessThan(scriptEnd - holdBackMs / 2);
});

test('a product page loaded from its address asks for its product before the page’s own code has arrived', async ({ page }) => {
  const product = await firstProduct(page);
  const timings = await watchProductPage(page, product.id);

  await page.goto(`/en/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const { productStart, scriptEnd } = await timings();
  expect(productStart).toBeLessThan(scriptEnd - holdBackMs / 2);
});

test('a slow product answer does not hold the navigation: the page shows its loading state meanwhile', async ({ page }) => {
  const product = await firstProduct(page);
  await page.route(`**/marketplace-customer/products/${product.id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.goto(`/en/products?sort=nameAsc&search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(new RegExp(`/en/products/${product.id}$`), { timeout: 2_500 });
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible({ timeout: 1_000 });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});
