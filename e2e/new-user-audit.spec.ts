import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminAccessToken, demo, openLogin, signInAsCompany } from './auth-support.ts';
import { productIdByCode, signInToCms } from './catalog-support.ts';

// What a first-time user found on phones, in Arabic and with the WhatsApp button on (SPEC §1, §2, §9).

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Scrolls an element to where it first appears when scrolling down (the screen's bottom edge), then compares it with the WhatsApp button. */
async function coveredByWhatsApp(page: Page, target: Locator): Promise<boolean> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const [button, box] = [await page.getByTestId('whatsapp-button').boundingBox(), await target.boundingBox()];
  expect(button && box).toBeTruthy();
  return intersects(button as Box, box as Box);
}

test.describe('at 375 px with WhatsApp enabled', () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    const token = await adminAccessToken(request, baseURL ?? '');
    const response = await request.patch(`${baseURL}/marketplace/settings`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { visibility: { whatsapp: { enabled: true, url: 'https://wa.me/15550100' } } },
    });
    expect(response.ok()).toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the WhatsApp button never covers the quote button, a product card or the footer's last line (${language})`, async ({
      page,
    }) => {
      await page.goto(`/${language}/products/${await productIdByCode(page, 'TRK-4G-100')}`);
      const quote = page.locator('main a[href*="/requestAQuote?product="]');
      await expect(quote).toBeVisible();
      await expect(page.getByTestId('whatsapp-button')).toBeVisible();
      // Polled: the page may still shift (images, the settings that turn the button on) after a scroll.
      await expect.poll(() => coveredByWhatsApp(page, quote), { message: 'quote button' }).toBe(false);

      await page.goto(`/${language}/products`);
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        const name = (await card.getByTestId('product-name').textContent()) ?? '';
        await expect.poll(() => coveredByWhatsApp(page, card), { message: name }).toBe(false);
      }

      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const [button, copyright] = [
        await page.getByTestId('whatsapp-button').boundingBox(),
        await page.getByTestId('copyright').boundingBox(),
      ];
      expect(intersects(button as Box, copyright as Box), 'footer last line').toBe(false);
    });
  }

  test('the WhatsApp button steps aside while a receipt is read, and comes back on scrolling up', async ({ page }) => {
    await page.goto('/en');
    await signInAsCompany(page);
    await page.goto('/en/orders');
    const href = await page.locator('main a[href*="/en/orders/"]').first().getAttribute('href');
    for (const language of ['en', 'ar'] as const) {
      await page.goto((href ?? '').replace('/en/', `/${language}/`));
      const button = page.getByTestId('whatsapp-button');
      await expect(page.getByTestId('order-total')).toBeVisible();
      await expect(button).toBeVisible();
      // By hand, as a reader does: the summary's amounts and dates pass the button's corner.
      for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 150);
      await expect(button).toBeHidden();
      await page.mouse.wheel(0, -150);
      await expect(button).toBeVisible();
    }
  });

  test('the WhatsApp button is inside a labelled landmark', async ({ page }) => {
    await page.goto('/en');
    const region = page.getByRole('complementary', { name: 'WhatsApp chat' });
    await expect(region.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  });
});

test('the Arabic footer says all rights reserved in Arabic, with no full stop beside the brand', async ({ page }) => {
  await page.goto('/ar');
  const copyright = page.getByTestId('copyright');
  await expect(copyright).toContainText('جميع الحقوق محفوظة');
  const text = (await copyright.textContent())?.replace(/[\u2066-\u2069]/g, '');
  const year = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false }).format(new Date().getFullYear());
  expect(text).toBe(`جميع الحقوق محفوظة © ${year} Alef IoT`);

  await page.goto('/en');
  await expect(page.getByTestId('copyright')).toContainText('All rights reserved.');
  expect((await page.getByTestId('copyright').textContent())?.replace(/[\u2066-\u2069]/g, '')).toMatch(
    /^© \d{4} Alef IoT\. All rights reserved\.$/,
  );
});

test('a new alert replaces the one still on screen from the previous action', async ({ page }) => {
  await page.goto('/en');
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(demo.tenantUserEmail);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password-1A!');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('[data-alert-type="error"]')).toBeVisible();

  // Now as a tenant user for real, well within the first alert's 6 s.
  await dialog.getByRole('button', { name: 'Or login as Tenant User' }).click();
  await dialog.getByRole('textbox', { name: 'Tenant ID' }).fill(demo.tenantId);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(demo.tenantUserEmail);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.tenantUserPassword);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Logged In Successfully', { timeout: 4_000 });
  await expect(page.locator('[data-alert-type="error"]')).toHaveCount(0);
});

/** The English list page on a slow network (a filtered list takes `delay` ms), and its Device checkbox. */
async function listWithSlowFilters(page: Page, delay: number): Promise<Locator> {
  await page.goto('/en/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.route('**/marketplace-customer/products?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
  return page.getByTestId('product-filters').getByRole('checkbox', { name: 'Device', exact: true });
}

test('a category checkbox on /products ticks at once, before the filtered list arrives', async ({ page }) => {
  // The filtered list (and so the URL's page) takes 3 s.
  const devices = await listWithSlowFilters(page, 3_000);
  await devices.click();
  await expect(devices).toBeChecked({ timeout: 1_000 });
  await expect(page).toHaveURL(/type=device/, { timeout: 10_000 });
  await expect(devices).toBeChecked();
  await devices.click();
  await expect(devices).not.toBeChecked({ timeout: 1_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a category unticked again before the filtered list arrives stays unticked, and the list stays unfiltered', async ({
  page,
}) => {
  const devices = await listWithSlowFilters(page, 2_000);
  await devices.click();
  await expect(devices).toBeChecked({ timeout: 1_000 });
  // The shopper changes their mind while the first click's list is still on its way.
  await devices.click();
  await expect(devices).not.toBeChecked({ timeout: 1_000 });
  // Both requests have answered by now: the page ends where the last click left it.
  await page.waitForTimeout(5_000);
  await expect(devices).not.toBeChecked();
  await expect(page).not.toHaveURL(/type=device/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('CMS number fields show Arabic-Indic digits in Arabic and take either digits when typed', async ({ page }) => {
  await signInToCms(page);
  const productId = await productIdByCode(page, 'TRK-4G-100');
  await page.goto(`/ar/cms/products/${productId}/edit`);
  const price = page.locator('input[name="price"]');
  await expect(price).toBeVisible({ timeout: 30_000 });
  await expect(price).toHaveValue(/^[٠-٩][٠-٩.٫]*$/);
  const warranty = page.locator('input[name="warrantyMonths"]');
  await warranty.fill('36');
  await warranty.blur();
  await expect(warranty).toHaveValue('٣٦');
  await warranty.fill('٢٤');
  await warranty.blur();
  await expect(warranty).toHaveValue('٢٤');
});
