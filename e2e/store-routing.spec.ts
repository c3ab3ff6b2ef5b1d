import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readWebBuild } from '../scripts/web-build-manifest.ts';
import { brandServers } from './servers.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { ar } from '../apps/web/src/locales/ar.ts';

/**
 * Issue 26: React Router's error boundaries, scroll restoration and pending state. A route level
 * that fails shows the bilingual error page with a way home, never a blank page: a loader whose
 * module cannot be downloaded, and a component that throws while it renders (a part whose code
 * cannot be downloaded throws, as React.lazy does).
 */
const build = readWebBuild(path.resolve(import.meta.dirname, '../apps/web/dist', brandServers.alef.brand));
const script = (source: string) => `**/${build.fileWithSource(source)}`;

const languages = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const;

async function expectErrorPage(page: Page, texts: typeof en | typeof ar) {
  const error = page.getByTestId('route-error');
  await expect(error.getByRole('heading', { level: 1, name: texts.errors.page.title })).toBeVisible();
  // The header stays: the page's error renders inside the storefront's frame.
  await expect(page.getByRole('banner')).toBeVisible();
  const home = error.getByRole('link', { name: texts.notFound.backHome });
  await expect(home).toBeVisible();
  return home;
}

for (const { language, texts } of languages) {
  test(`a loader that fails shows the error page, and its link leads home (${language})`, async ({ page }) => {
    await page.goto(`/${language}`);
    // The list's loader imports its filters' module; a failed download fails the loader.
    await page.route(script('src/features/store-catalog/lib/product-filters.ts'), (route) => route.abort());
    await page
      .getByRole('navigation', { name: texts.common.mainNavigation })
      .getByRole('link', { name: texts.store.nav.products })
      .first()
      .click();
    const home = await expectErrorPage(page, texts);
    await page.unroute(script('src/features/store-catalog/lib/product-filters.ts'));
    await home.click();
    await expect(page).toHaveURL(new RegExp(`/${language}$`));
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test(`a component that throws while rendering shows the error page, never a blank one (${language})`, async ({
    page,
  }) => {
    // The home page's ads render through a lazy component; without its code it throws.
    await page.route(script('src/features/store-home/components/ad-banners.tsx'), (route) => route.abort());
    await page.goto(`/${language}`);
    const home = await expectErrorPage(page, texts);
    await page.unroute(script('src/features/store-home/components/ad-banners.tsx'));
    await home.click();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
}

test('a product opened from a scrolled list opens at its top, and Back returns to the list where it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/en/products');
  const last = page.getByTestId('product-card').last();
  await last.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(300);
  const name = (await last.getByRole('heading').first().textContent()) ?? '';
  await last.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 50);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - listScroll)).toBeLessThanOrEqual(50);
});

test('a navigation that takes a moment shows the pending bar until the page arrives', async ({ page }) => {
  await page.goto('/en');
  // The list's route module is held back, as on a slow connection.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(script('src/app/routes/store/products-route.tsx'), async (route) => {
    await released;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: en.common.mainNavigation })
    .getByRole('link', { name: en.store.nav.products })
    .first()
    .click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: en.store.products.title })).toBeVisible();
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
});
