import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { readWebBuild } from '../scripts/web-build-manifest.ts';
import { productIdByCode, signInToCms } from './catalog-support.ts';
import { watchRouteData } from './route-prefetch-support.ts';
import { brandServers } from './servers.ts';

/**
 * DESIGN §Web: the back office's route loaders prefetch with the hooks' query options from a small
 * chunk of their own, so a CMS page's data request starts while the page's code is still on the way
 * (held back here, which makes the order certain).
 */
const build = readWebBuild(path.resolve(import.meta.dirname, '../apps/web/dist', brandServers.alef.brand));

test('a CMS product page loaded from its address asks for its product before the page’s own code has arrived', async ({
  page,
}) => {
  await signInToCms(page);
  const id = await productIdByCode(page, 'TRK-4G-100');
  const released = await watchRouteData(
    page,
    build.fileOf('src/app/routes/cms/catalog/product-view-route.tsx'),
    `/marketplace/products/${id}`,
  );

  await page.goto(`/en/cms/products/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('TRK-4G-100', { exact: true }).first()).toBeVisible();
  expect(released()).toBe('data request');
});

test('the CMS orders list opened from the navigation asks for its orders before the page’s own code has arrived', async ({
  page,
}) => {
  await signInToCms(page);
  const released = await watchRouteData(
    page,
    build.fileOf('src/app/routes/cms/orders-route.tsx'),
    '/marketplace/orders',
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cms\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  expect(released()).toBe('data request');
});

test('the marketing screens opened from the navigation ask for the sliders before the page’s own code has arrived', async ({
  page,
}) => {
  await signInToCms(page);
  const released = await watchRouteData(
    page,
    build.fileOf('src/app/routes/cms/marketing-route.tsx'),
    '/marketplace/sliders',
  );

  // SPEC §2: /cms/marketing opens the home page sliders.
  await page.getByRole('navigation').getByRole('link', { name: 'Marketing', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cms\/marketing\/home-page-sliders$/);
  await expect(page.getByRole('heading', { name: 'Home page sliders', exact: true })).toBeVisible();
  expect(released()).toBe('data request');
});
