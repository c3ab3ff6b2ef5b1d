import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { productIdByCode } from './catalog-support.ts';

/**
 * SPEC §2, the storefront's other paths: the home page's sections and the cards that land on
 * /products pre-filtered, both empty states, an out-of-stock product, page descriptions, and the
 * catalog screens at phone width in both languages and themes.
 */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

test('the home page shows every section, and its application and industry cards land on /products pre-filtered', async ({
  page,
}) => {
  await page.goto('/en');
  for (const section of [
    'Browse by application',
    'New arrivals',
    'Package offers',
    'Browse by industry',
    'Top products',
    'You may like',
    'Offers',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('hero-slide').first()).toBeAttached();
  await expect(page.getByTestId('ad-banner').first()).toBeVisible();
  expect(await metaDescription(page)).toBe('Connected devices for every business');

  await page
    .getByRole('link', { name: /^Fleet management/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/products\?application=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('product-filters').getByRole('checkbox', { name: 'Fleet management' })).toBeChecked();
  // The count appears once the filtered page has loaded: fewer than the whole catalog, more than none.
  await expect
    .poll(async () => Number((await page.getByTestId('result-count').textContent())?.match(/of (\d+)/)?.[1]))
    .toBeGreaterThan(0);
  const filtered = Number((await page.getByTestId('result-count').textContent())?.match(/of (\d+)/)?.[1]);
  expect(filtered).toBeLessThan(60);
  expect(await metaDescription(page)).not.toBe('Connected devices for every business');

  await page.goto('/en');
  await page
    .getByRole('link', { name: /^Agriculture/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/products\?industry=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('product-filters').getByRole('checkbox', { name: 'Agriculture' })).toBeChecked();
});

test('the category filters narrow the list to one device type, kept in the URL', async ({ page }) => {
  await page.goto('/en/products');
  const filters = page.getByTestId('product-filters');
  await filters.getByRole('button', { name: 'Device type' }).click();
  await filters.getByRole('checkbox', { name: 'Smart lock' }).click();
  await expect(page).toHaveURL(/\/en\/products\?deviceType=[0-9a-f-]{36}$/);
  await expect(filters.getByRole('checkbox', { name: 'Smart lock' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Smart lock')).toBeVisible();
  // The previous page stays on screen while the filtered one loads (no flash of emptiness).
  await expect
    .poll(async () => {
      const names = await page.getByTestId('product-name').allTextContents();
      return names.length > 0 && names.every((name) => /lock/i.test(name));
    })
    .toBe(true);
});

test('Page Down moves the price slider a tenth of the range, and the list follows', async ({ page }) => {
  await page.goto('/en/products');
  const highest = page.getByTestId('product-filters').getByRole('slider', { name: 'Maximum price' });
  await expect(highest).toBeVisible();
  const low = Number(await highest.getAttribute('aria-valuemin'));
  const high = Number(await highest.getAttribute('aria-valuemax'));
  expect(high - low).toBeGreaterThan(2000);
  // Every value the thumb shows from here on: it must not jump back to the old bound while the URL follows.
  await highest.evaluate((slider) => {
    const shown: string[] = [];
    new MutationObserver(() => shown.push(slider.getAttribute('aria-valuenow') ?? '')).observe(slider, {
      attributeFilter: ['aria-valuenow'],
    });
    Object.assign(window, { shownPrices: shown });
  });
  const shownPrices = () => page.evaluate(() => (window as unknown as { shownPrices: string[] }).shownPrices);
  await highest.focus();
  await page.keyboard.press('PageDown');
  // WAI-ARIA's slider: a page is a large jump; one press, a tenth of the range on the $10 grid.
  const moved = high - Number(await highest.getAttribute('aria-valuenow'));
  expect(Math.abs(moved - (high - low) / 10)).toBeLessThanOrEqual(10);
  await expect(page).toHaveURL(new RegExp(`maxPrice=${high - moved}(&|$)`));
  // The page has drawn the new URL once its chip shows.
  await expect(page.getByText(`Up to $${(high - moved).toLocaleString('en')}`)).toBeVisible();
  expect(await shownPrices()).toEqual([String(high - moved)]);
  await page.keyboard.press('PageUp');
  await expect(highest).toHaveAttribute('aria-valuenow', String(high));
  await expect(page).not.toHaveURL(/maxPrice=/);
});

test('a search with no match and a page filter with no match each say so', async ({ page }) => {
  await page.goto('/en/products?search=no-such-device-anywhere');
  await expect(page.getByText('We currently have no product matching your search')).toBeVisible();
  await page.getByTestId('empty-state').getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.getByTestId('product-card')).toHaveCount(9);

  await page.getByRole('textbox', { name: 'Filter this page' }).fill('zzzz');
  await expect(page.getByText('Local filter returns no result')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Filter this page' }).fill('');
  await expect(page.getByTestId('product-card')).toHaveCount(9);
});

test('an out-of-stock product says so and takes no quantity', async ({ page }) => {
  await page.goto(`/en/products/${await productIdByCode(page, 'CAM-DASH-LITE')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashcam Lite' })).toBeVisible();
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');
  await expect(page.getByText('Sorry, We are temporary Out Of Stock.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
});

test('a product page offers its datasheet and certificate as PDF downloads', async ({ page }) => {
  await page.goto(`/en/products/${await productIdByCode(page, 'TRK-4G-100')}`);
  const downloads = page.getByRole('region', { name: 'Documentation and certificates' });
  const links = downloads.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(downloads).toContainText('TRK-4G-100 datasheet.pdf');
  await expect(downloads).toContainText('TRK-4G-100 CE declaration.pdf');
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
    const file = await page.request.get(href);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

// One test per language and theme: nine full page loads each, within one test's time limit.
for (const language of ['en', 'ar'] as const) {
  for (const dark of [false, true]) {
    test(`phone width: the catalog screens fit 375 px (${language}, ${dark ? 'dark' : 'light'})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const productId = await productIdByCode(page, 'TRK-4G-100');
      await page.goto(`/${language}`);
      await page.evaluate((value) => localStorage.setItem('theme', String(value)), dark);
      for (const path of [
        '/products',
        `/products/${productId}`,
        '/requestAQuote',
        '/contact',
        '/wishlist',
        '/solutions',
        '/packages',
        '/licenses',
        '/aboutUs',
      ]) {
        await page.goto(`/${language}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await horizontalOverflow(page), `${language}${path} dark=${dark}`).toBeLessThanOrEqual(0);
      }
    });
  }
}

test('phone width: the filters open in a drawer on the start side, a ticked type narrows the list, and its button closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [language, texts] of [
    ['en', { open: 'Filters', title: 'Filters', device: 'Device', show: /^Show \d+ results?$/ }],
    ['ar', { open: 'التصفية', title: 'عوامل التصفية', device: 'جهاز', show: /^(عرض|لا نتائج)/ }],
  ] as const) {
    await page.goto(`/${language}/products`);
    // The sidebar's filters are hidden on a phone; the drawer holds them.
    await expect(page.getByRole('complementary', { name: texts.title })).toBeHidden();
    const opener = page.locator('button[aria-haspopup="dialog"]', { hasText: texts.open });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: texts.title });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    if (language === 'en') expect(box?.x).toBe(0);
    else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);

    await drawer.getByRole('checkbox', { name: texts.device, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/products\\?type=device$`));
    const show = drawer.getByRole('button', { name: texts.show });
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    // The button counts the active filters, in the page's digits.
    await expect(opener).toContainText(language === 'en' ? '1' : '١');
  }
});
