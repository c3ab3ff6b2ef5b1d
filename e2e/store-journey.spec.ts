import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { quantityAboveStockMessage } from '@iot/shared/products';
import { localizeMessage } from '@iot/shared/validation-messages';
import { storeAr } from '../apps/web/src/locales/store.ar.ts';
import { storeEn } from '../apps/web/src/locales/store.en.ts';
import { adminAccessToken, uniqueSuffix } from './auth-support.ts';
import { brandServers } from './servers.ts';

/**
 * SPEC §2, the shopper's journey through the storefront of alef (prices shown, stock numbers
 * hidden): filter by communication and price, sort Z-A, change the page size (the URL follows and
 * the back button restores), open a product, ask for more than the stock, keep it in the wishlist
 * across a reload, and send a quote request that the back office then holds. Once in English and
 * once in Arabic (right-to-left, Arabic-Indic digits).
 */
const arabicIndicDigits = /[٠-٩]/;
const westernDigits = /[0-9]/;
const fromArabicDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));

type Journey = {
  language: 'en' | 'ar';
  texts: typeof storeEn;
  lorawan: string;
  six: string;
  successAlert: string;
  invalidEmail: string;
  invalidPhone: string;
  country: string;
};

const journeys: Journey[] = [
  {
    language: 'en',
    texts: storeEn,
    lorawan: 'LoRaWAN',
    six: '6',
    successAlert: storeEn.requests.quoteSent,
    invalidEmail: 'Please enter a valid email',
    invalidPhone: 'Please enter a valid phone number',
    country: 'United Arab Emirates',
  },
  {
    language: 'ar',
    texts: storeAr as typeof storeEn,
    lorawan: storeAr.communicationTypes.lorawan,
    six: '٦',
    successAlert: storeAr.requests.quoteSent,
    invalidEmail: localizeMessage('Please enter a valid email', 'ar'),
    invalidPhone: localizeMessage('Please enter a valid phone number', 'ar'),
    country: 'الإمارات العربية المتحدة',
  },
];

/** Card prices as numbers; in Arabic they must be written in Arabic-Indic digits only. */
async function cardPrices(page: Page, language: 'en' | 'ar'): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('product-price').allTextContents();
  return texts.map((text) => {
    if (language === 'ar') {
      expect(text).toMatch(arabicIndicDigits);
      expect(text).not.toMatch(westernDigits);
    }
    return Number(fromArabicDigits(text).replace(/[^0-9.]/g, ''));
  });
}

for (const journey of journeys) {
  const { language, texts } = journey;

  test(`a shopper filters, sorts, pages, saves and asks for a quote (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(`/${language}/products`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('product-card')).toHaveCount(9);
    await cardPrices(page, language);

    // Communication: the URL names the filter and every card now answers to it.
    const filters = page.getByTestId('product-filters');
    // The box follows the URL, so it turns checked once the navigation lands (click, then expect).
    const lorawan = filters.getByRole('checkbox', { name: journey.lorawan });
    await lorawan.click();
    await expect(page).toHaveURL(/communicationType=lorawan/);
    await expect(lorawan).toBeChecked();
    await expect(page.getByTestId('result-count')).toContainText(language === 'ar' ? '١٥' : '15');

    // Price: the upper thumb moved from the keyboard writes one maxPrice into the URL (Page Down moves a
    // tenth of the range).
    const maxThumb = filters.getByRole('slider', { name: texts.filters.maxPrice });
    await maxThumb.focus();
    await maxThumb.press('PageDown');
    await expect(page).toHaveURL(/maxPrice=\d+/);
    const maxPrice = Number(new URL(page.url()).searchParams.get('maxPrice'));
    expect(maxPrice).toBeLessThan(1490);
    await expect.poll(async () => (await cardPrices(page, language)).every((price) => price <= maxPrice)).toBe(true);

    // Sort Z-A.
    await page.getByRole('combobox', { name: texts.products.sortBy }).click();
    await page.getByRole('option', { name: texts.sorts.nameDesc, exact: true }).click();
    await expect(page).toHaveURL(/sort=nameDesc/);
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    await expect
      .poll(async () => {
        const names = await page.getByTestId('product-name').allTextContents();
        return (
          names.length > 1 &&
          names.every((name, index) => index === 0 || collator.compare(names[index - 1] ?? '', name) >= 0)
        );
      })
      .toBe(true);

    // Page size 6: six cards and the rest on the next pages.
    await page.getByRole('combobox', { name: texts.products.perPage }).click();
    await page.getByRole('option', { name: journey.six, exact: true }).click();
    await expect(page).toHaveURL(/limit=6/);
    await expect(page.getByTestId('product-card')).toHaveCount(6);
    await expect(
      page
        .getByRole('navigation')
        .getByRole('button', { name: texts.products.goToPage.replace('{{page}}', language === 'ar' ? '٢' : '2') }),
    ).toBeVisible();

    // The back button restores each earlier state.
    await page.goBack();
    await expect(page).not.toHaveURL(/limit=6/);
    await expect(page).toHaveURL(/sort=nameDesc/);
    await expect(page.getByTestId('product-card')).toHaveCount(9);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: texts.products.sortBy })).toHaveText(texts.sorts.newest);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/limit=6/);
    // The address changes first; the cards follow once the router has run the page's loader.
    await expect(page.getByTestId('product-card')).toHaveCount(6);

    // A product: more than the stock is refused with the SPEC §5 message (stock numbers stay hidden on alef).
    const firstCard = page.getByTestId('product-card').first();
    const productName = (await firstCard.getByTestId('product-name').textContent()) ?? '';
    await firstCard.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const productId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(page).toHaveTitle(new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const quantity = page.getByRole('textbox', { name: texts.quantity.label });
    await quantity.fill(language === 'ar' ? '١٠٠٠٠٠' : '100000');
    await expect(page.getByTestId('quantity-message')).toHaveText(localizeMessage(quantityAboveStockMessage, language));
    await expect(page.getByRole('main').getByRole('link', { name: texts.product.requestQuote })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await quantity.fill('2');
    await expect(page.getByTestId('quantity-message')).toHaveCount(0);

    // Wishlist: saved here, still there after a reload of the wishlist page.
    await page.getByRole('button', { name: texts.wishlist.save }).click();
    await expect(page.getByRole('button', { name: texts.wishlist.saved })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/${language}/wishlist`);
    await page.reload();
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByTestId('product-name')).toHaveText(productName);
    await page.goBack();

    // Request a quote with this product prefilled; the shared schema's messages guard the form.
    await page.getByRole('textbox', { name: texts.quantity.label }).fill(language === 'ar' ? '٣' : '3');
    await page.getByRole('main').getByRole('link', { name: texts.product.requestQuote }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/requestAQuote\\?product=${productId}&quantity=3`));
    await expect(page.getByTestId('quote-line')).toContainText(productName);
    await page.getByRole('textbox', { name: texts.requests.email }).fill('not-an-email');
    await page.getByRole('textbox', { name: texts.requests.phoneNumber }).fill('12');
    await page.getByRole('button', { name: texts.requests.sendQuote }).click();
    await expect(page.getByText(journey.invalidEmail)).toBeVisible();
    await expect(page.getByText(journey.invalidPhone)).toBeVisible();

    const marker = `e2e-${language}-${uniqueSuffix()}`;
    await page
      .getByRole('textbox', { name: texts.requests.fullName })
      .fill(language === 'ar' ? 'سارة أحمد' : 'Sara Ahmed');
    await page.getByRole('textbox', { name: texts.requests.email }).fill(`${marker}@example.com`);
    await page
      .getByRole('textbox', { name: texts.requests.phoneNumber })
      .fill(language === 'ar' ? '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' : '+971 50 123 4567');
    await page.getByRole('combobox', { name: texts.requests.country }).fill(journey.country.slice(0, 8));
    await page.getByRole('option', { name: journey.country }).click();
    await page.getByRole('textbox', { name: texts.requests.quoteMessage }).fill(`Please quote ${marker}`);
    await expect(page.getByTestId('message-counter')).toContainText(language === 'ar' ? '٢٥٥' : '255');
    await page.getByRole('button', { name: texts.requests.sendQuote }).click();
    await expect(page.getByRole('alert').filter({ hasText: journey.successAlert })).toBeVisible();

    // The back office holds it (read through the admin API with the demo administrator).
    const token = await adminAccessToken(request, brandServers.alef.url);
    const response = await request.get(`${brandServers.alef.url}/marketplace/requests`, {
      params: { search: marker, type: 'quote' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as {
      data: {
        email: string;
        phoneNumber: string;
        country: { id: string } | null;
        products: { productId: string; quantity: number }[];
      }[];
    };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      email: `${marker}@example.com`,
      phoneNumber: '+971 50 123 4567',
      country: { id: 'AE' },
      products: [{ productId, quantity: 3 }],
    });
  });
}
