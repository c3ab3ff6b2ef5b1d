import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readWebBuild } from '../scripts/web-build-manifest.ts';
import { watchRouteData } from './route-prefetch-support.ts';
import { brandServers } from './servers.ts';

/**
 * DESIGN §Web: route loaders prefetch with the hooks' query options, and they live outside the
 * lazily loaded route modules, so a product page's data request starts while its code is still on
 * the way. The page's script is held back here (a slow connection), which makes the order certain:
 * were the request made by the page itself, it could only start after that script had arrived.
 */
const build = readWebBuild(path.resolve(import.meta.dirname, '../apps/web/dist', brandServers.alef.brand));
const productPageScript = build.fileOf('src/app/routes/store/product-route.tsx');

async function firstProduct(page: Page): Promise<{ id: string; name: string }> {
  const listed = await page.request.get('/marketplace-customer/products', { params: { limit: 1, sort: 'nameAsc' } });
  expect(listed.ok()).toBe(true);
  const product = ((await listed.json()) as { data: { _id: string; name: string }[] }).data[0];
  if (!product) throw new Error('the demo catalog has no product');
  return { id: product._id, name: product.name };
}

function watchProductPage(page: Page, productId: string) {
  return watchRouteData(page, productPageScript, `/marketplace-customer/products/${productId}`);
}

test('a product page opened from the list asks for its product before the page’s own code has arrived', async ({
  page,
}) => {
  const product = await firstProduct(page);
  await page.goto(`/en/products?sort=nameAsc&search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  await expect(card).toBeVisible();
  const released = await watchProductPage(page, product.id);

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(released()).toBe('data request');
});

test('a slow product answer does not hold the navigation: the page shows its loading state meanwhile', async ({
  page,
}) => {
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

test('a first visit to an Arabic page gets its prefetched answers in Arabic, as their keys say', async ({ page }) => {
  // A new visitor has no stored language: the loaders run before the page stores the URL's one.
  await page.goto('/ar');
  await expect(page.getByRole('heading', { name: 'تتبع كل مركبة مباشرة' })).toBeVisible();
  await expect(page.getByText('Track every vehicle, live')).toHaveCount(0);
});
