import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { CurrencyConversionResponse } from '@iot/shared/currency-conversion';
import type { SettingsRecord } from '@iot/shared/settings';
import { settingsAr } from '../apps/web/src/locales/settings.ar.ts';
import { settingsEn } from '../apps/web/src/locales/settings.en.ts';
import { adminAccessToken, signInAsCompany } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { checkoutWithNewCard, createBuyableProduct } from './commerce-support.ts';
import { settingsServer } from './servers.ts';

// The server whose settings the browser tests may change (e2e/servers.ts): converting the shop's
// currency reprices its whole catalog, which the specs on the shared servers must never see. Each
// run converts from dollars and converts back at its end, so the runs go one after the other.
const shop = settingsServer.url;
test.describe.configure({ mode: 'serial' });

const runs = [
  { language: 'en', texts: settingsEn, price: '110.14', arabicDigits: false },
  { language: 'ar', texts: settingsAr as typeof settingsEn, price: '١١٠٫١٤', arabicDigits: true },
] as const;

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminAccessToken(request, shop)}` };
}

async function storeCurrency(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${shop}/marketplace-customer/settings`);
  return ((await response.json()) as { data: SettingsRecord }).data.currency;
}

/** Puts the shop back in dollars through the same conversion (10 decimals of the inverse rate). */
async function convertBack(request: APIRequestContext, from: string, rate: number) {
  const response = await request.post(`${shop}/marketplace/settings/currency-conversion`, {
    headers: await adminHeaders(request),
    data: { from, currency: 'USD', rate: Number((1 / rate).toFixed(10)) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CurrencyConversionResponse }).data;
}

/**
 * DESIGN §Data: changing the store's currency converts or is refused. In English and in Arabic an
 * administrator first asks for a rate that would push the dearest demo product past the highest
 * price (refused, naming it, nothing to confirm), then previews dollars to dirhams at 3.6725, sees
 * what converts, confirms by typing AED; a shopper whose cart was filled in dollars then sees the
 * product and the cart in dirhams, nothing unavailable, and places an order charged in dirhams.
 */
for (const { language, texts, price, arabicDigits } of runs) {
  test(`an administrator converts the store to another currency and the storefront charges it (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    expect(await storeCurrency(request)).toBe('USD');
    const product = await createBuyableProduct(request, shop, {
      name: `Currency sensor ${language} ${Date.now()}`,
      price: 29.99,
      stock: 5,
    });

    // A shopper (a context of their own: a storefront sign-in drops the back office's token) fills a cart in dollars.
    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto(`${shop}/en`); // the sign-in helper reads the English dialog
    await signInAsCompany(shopper);
    await shopper.goto(`${shop}/${language}/products/${product.id}`);
    await expect(shopper.getByTestId('product-price').first()).toContainText('$');
    await shopper.getByTestId('add-to-cart').first().click();

    let converted = false;
    try {
      await signInToCms(page, shop);
      await page.goto(`${shop}/${language}/cms/settings`);
      const section = page.getByTestId('settings-currency');
      await expect(section.getByTestId('store-currency')).toContainText('USD');
      const newCurrency = section.getByRole('combobox', { name: texts.currencyChange.newCurrency });
      const rate = section.getByRole('textbox', { name: /^(Rate|السعر)/ });

      // Refused: 15,490 USD at 16,000 rupiah is above the highest price a product may have.
      await newCurrency.fill('IDR');
      await page.getByRole('option', { name: /^IDR/ }).click();
      await rate.fill('16000');
      await section.getByRole('button', { name: texts.currencyChange.preview }).click();
      const refusals = section.getByTestId('currency-refusals');
      await expect(refusals).toContainText(texts.currencyChange.refused);
      await expect(refusals).toContainText(arabicDigits ? 'IDR' : 'would cost more than 1,000,000 IDR');
      await expect(section.getByRole('button', { name: texts.currencyChange.convert })).toBeDisabled();

      // Converted: a rate the catalog fits, previewed, then confirmed with the keyboard.
      await newCurrency.fill('AED');
      await page.getByRole('option', { name: /^AED/ }).click();
      await rate.fill(arabicDigits ? '٣٫٦٧٢٥' : '3.6725');
      // The preview belonged to the other currency: it is gone until asked again.
      await expect(section.getByTestId('currency-preview')).toHaveCount(0);
      await rate.press('Enter');
      const preview = section.getByTestId('currency-preview');
      await expect(preview).toContainText(texts.currencyChange.products);
      await expect(preview).toContainText(texts.currencyChange.unchanged);
      await expect(section.getByTestId('currency-refusals')).toHaveCount(0);
      await section.getByRole('button', { name: texts.currencyChange.convert }).click();
      const dialog = page.getByTestId('destructive-confirm');
      await expect(dialog).toContainText(texts.currencyChange.confirmTitle);
      await expect(dialog.getByTestId('confirm-button')).toBeDisabled();
      await dialog.getByRole('textbox', { name: texts.currencyChange.confirmInput }).fill('AED');
      await dialog.getByRole('textbox', { name: texts.currencyChange.confirmInput }).press('Enter');
      converted = true;
      const done = page.locator('[data-alert-type="success"]');
      await expect(done).toContainText('AED');
      await expect(section.getByTestId('store-currency')).toContainText('AED');
      await expect(section.getByTestId('currency-last-change')).toBeVisible();
      expect(await storeCurrency(request)).toBe('AED');

      // The storefront shows the new currency, and the cart filled in dollars reprices in it.
      await shopper.goto(`${shop}/${language}/products/${product.id}`);
      await expect(shopper.getByTestId('product-price').first()).toContainText(price);
      await expect(shopper.getByTestId('product-price').first()).not.toContainText('$');
      await shopper.goto(`${shop}/${language}/cart`);
      const line = shopper.getByTestId('cart-line').filter({ hasText: product.name });
      await expect(line.getByTestId('cart-line-unit-price')).toContainText(price);
      await expect(line.getByTestId('cart-line-problem')).toHaveCount(0);
      await expect(shopper.getByTestId('cart-summary-total')).not.toContainText('$');
      await expect(shopper.getByTestId('cart-checkout')).toBeEnabled();

      // The order is charged in dirhams.
      await checkoutWithNewCard(shopper, shop);
      await shopper.goto(`${shop}/en/orders`);
      await expect(shopper.getByTestId('order-row').first().getByTestId('order-total')).toContainText('AED');
    } finally {
      await shopper.context().close();
      if (converted || (await storeCurrency(request)) === 'AED') await convertBack(request, 'AED', 3.6725);
      await request.delete(`${shop}/marketplace/products/${product.id}`, { headers: await adminHeaders(request) });
    }
  });
}
