import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { checkoutAr } from '../apps/web/src/locales/checkout.ar.ts';
import { ar } from '../apps/web/src/locales/ar.ts';
import { en } from '../apps/web/src/locales/en.ts';
import { adminAccessToken, signInAsCompany, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { checkoutWithNewCard, createBuyableProduct } from './commerce-support.ts';

// The customer's order pages and the back office's (SPEC §2 /orders/{id}, /cms/orders/{id}) on the
// default brand, alef (cart and orders on, SPEC §6).

/** Counts the browser's requests for one order of the API (customer or admin), retries included. */
function countOrderRequests(page: Page, orderId: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/orders/${orderId}`) && request.resourceType() === 'fetch')
      count += 1;
  });
  return () => count;
}

/**
 * Once Not Found shows, the order is not asked for again: a retry (the client waits a second before
 * the first) would have gone out by the end of the wait. The route loader's prefetch and the page's
 * own query may each have asked once.
 */
async function expectNoRetry(page: Page, requests: () => number, id: string): Promise<void> {
  const asked = requests();
  expect(asked, id).toBeGreaterThanOrEqual(1);
  expect(asked, id).toBeLessThanOrEqual(2);
  await page.waitForTimeout(2_500);
  expect(requests(), id).toBe(asked);
}

test("an order placed in Arabic shows its lines in the reader's language, on the customer's page and in the back office", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const englishName = `Window sensor ${uniqueSuffix()}`;
  const arabicName = `حساس نافذة ${uniqueSuffix()}`;
  const product = await createBuyableProduct(request, origin, { name: englishName, price: 25, stock: 5 });
  const named = await request.patch(`${origin}/marketplace/products/${product.id}`, {
    headers: { Authorization: `Bearer ${await adminAccessToken(request, origin)}`, 'Accept-Language': 'ar' },
    data: { name: arabicName },
  });
  expect(named.status(), await named.text()).toBe(200);

  // The customer shops and orders in Arabic.
  await page.goto('/en');
  await signInAsCompany(page);
  await page.goto(`/ar/products/${product.id}`);
  await page.getByTestId('add-to-cart').first().click();
  await checkoutWithNewCard(page, origin, undefined, 'ar');
  await page.getByRole('link', { name: checkoutAr.placed.viewOrder }).click();
  await expect(page).toHaveURL(/\/ar\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  const line = page.getByTestId('order-line');
  await expect(line).toContainText(arabicName);

  await page.goto(`/en/orders/${orderId}`);
  await expect(line).toContainText(englishName);
  await expect(line).not.toContainText(arabicName);
  await page.goto(`/ar/orders/${orderId}`);
  await expect(line).toContainText(arabicName);

  // The administrator reads the same order in each language (a browser of their own: a storefront
  // sign-in ends the back office's session, SPEC §4).
  const office = await browser.newContext();
  const admin = await office.newPage();
  await signInToCms(admin, origin);
  const item = admin.getByTestId('order-item');
  await admin.goto(`${origin}/en/cms/orders/${orderId}`);
  await expect(item).toContainText(englishName);
  await admin.goto(`${origin}/ar/cms/orders/${orderId}`);
  await expect(item).toContainText(arabicName);
  await office.close();
});

test.describe('a missing order', () => {
  // A UUID no order has, and a path that is no id at all (an order number typed by hand).
  const missing = ['0f3c1a52-9a57-4c5e-8f1e-2b7d6a9e4c10', '000066'];

  for (const language of ['en', 'ar'] as const) {
    const texts = language === 'ar' ? ar : en;

    test(`is Not Found at once on the customer's order page, with no retry (${language})`, async ({ page }) => {
      // The sign-in helper speaks English; the session then holds in either language.
      await page.goto('/en');
      await signInAsCompany(page);
      for (const id of missing) {
        const requests = countOrderRequests(page, id);
        const started = Date.now();
        await page.goto(`/${language}/orders/${id}`);
        await expect(page.getByRole('heading', { name: texts.notFound.title })).toBeVisible({ timeout: 3_000 });
        expect(Date.now() - started, id).toBeLessThan(5_000);
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        await expectNoRetry(page, requests, id);
      }
    });

    test(`is Not Found at once on the back office's order page, with no retry (${language})`, async ({ page }) => {
      await signInToCms(page);
      for (const id of missing) {
        const requests = countOrderRequests(page, id);
        await page.goto(`/${language}/cms/orders/${id}`);
        await expect(page.getByRole('heading', { name: texts.notFound.title })).toBeVisible({ timeout: 3_000 });
        await expectNoRetry(page, requests, id);
      }
    });
  }
});
