import { expect, test } from './fixtures.ts';
import { catalogAr } from '../apps/web/src/locales/catalog.ar.ts';
import { catalogEn } from '../apps/web/src/locales/catalog.en.ts';
import { checkoutAr } from '../apps/web/src/locales/checkout.ar.ts';
import { checkoutEn } from '../apps/web/src/locales/checkout.en.ts';
import { ordersAdminAr } from '../apps/web/src/locales/orders-admin.ar.ts';
import { ordersAdminEn } from '../apps/web/src/locales/orders-admin.en.ts';
import { storeAr } from '../apps/web/src/locales/store.ar.ts';
import { storeEn } from '../apps/web/src/locales/store.en.ts';
import { formatPrice } from '../apps/web/src/lib/format-price.ts';
import { signInAsCompany, storedItem, uniqueSuffix } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { createBuyableProduct } from './commerce-support.ts';
import { shortCooldownServer } from './servers.ts';

/**
 * SPEC §3 Quote or message, in English and in Arabic: a company asks for a quote, an administrator
 * answers it in the back office with a unit price below the catalog's and writes in its thread; the
 * customer reads both under My requests, accepts the quote into checkout, pays with the sandbox's
 * 4242 card, and the order carries the quoted price and links back to its quote.
 */

// senzfy sells (SPEC §6: cart and orders on) on a database of its own, as the checkout spec does.
const shop = shortCooldownServer.url;

const runs = [
  { language: 'en', catalog: catalogEn, store: storeEn, checkout: checkoutEn, ordersAdmin: ordersAdminEn },
  {
    language: 'ar',
    catalog: catalogAr as typeof catalogEn,
    store: storeAr as typeof storeEn,
    checkout: checkoutAr as typeof checkoutEn,
    ordersAdmin: ordersAdminAr as typeof ordersAdminEn,
  },
] as const;

for (const run of runs) {
  test(`an administrator answers a quote and the customer buys it at the quoted price (${run.language})`, async ({
    page,
    browser,
    request,
  }) => {
    const { language } = run;
    const product = await createBuyableProduct(request, shop, {
      name: `Quoted gateway ${uniqueSuffix()}`,
      price: 40,
      stock: 50,
    });
    const quoted = formatPrice(32.5, 'USD', language);

    // The customer asks for a quote of 4 (through the API the request form posts to).
    await page.goto(`${shop}/en`);
    await signInAsCompany(page);
    const token = await storedItem(page, 'accessToken');
    const sent = await page.request.post(`${shop}/marketplace-customer/requests`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'quote',
        fullName: 'Mona Saleh',
        phoneNumber: '+971 50 765 4321',
        email: 'company@example.com',
        products: [{ productId: product.id, quantity: 4 }],
        message: 'Please quote four gateways.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const requestId = ((await sent.json()) as { data: { _id: string } }).data._id;

    // The back office answers it, in its own browser session.
    const cms = await browser.newContext();
    const admin = await cms.newPage();
    await signInToCms(admin, shop);
    await admin.goto(`${shop}/${language}/cms/requests/${requestId}`);
    const drawer = admin.getByRole('dialog');
    const form = drawer.getByTestId('quote-form');
    await form.getByTestId('quote-unit-price-input').fill('32.5');
    await form.getByRole('textbox', { name: run.catalog.requests.quote.note }).fill('Delivery included.');
    await form.getByRole('button', { name: run.catalog.requests.quote.send }).click();
    await expect(drawer.getByTestId('cms-quote').getByTestId('quote-unit-price')).toHaveText(quoted);
    const thread = drawer.getByTestId('request-thread');
    await thread.getByRole('textbox', { name: run.catalog.requests.thread.reply }).fill('We can ship next week.');
    await thread.getByRole('button', { name: run.catalog.requests.thread.send }).click();
    await expect(thread.getByTestId('thread-message')).toContainText(['We can ship next week.']);

    // The customer reads the quote and the thread, then accepts it into checkout.
    await page.goto(`${shop}/${language}/requests/${requestId}`);
    const quote = page.getByTestId('my-quote');
    await expect(quote.getByTestId('quote-unit-price')).toHaveText(quoted);
    await expect(quote).toContainText('Delivery included.');
    await expect(page.getByTestId('thread-message')).toContainText(['We can ship next week.']);
    await quote.getByRole('link', { name: run.store.myRequests.quote.accept }).click();

    const flow = page.getByTestId('checkout-flow');
    await expect(flow.getByTestId('receipt-line')).toContainText(quoted);
    await flow.getByRole('button', { name: run.checkout.continue }).click();
    await expect(flow.getByRole('radio', { name: run.checkout.address.new })).toBeVisible();
    await flow.getByRole('button', { name: run.checkout.continue }).click(); // the saved default address
    await flow.getByRole('radio', { name: run.checkout.payment.newCard }).check();
    await flow.getByRole('textbox', { name: run.checkout.card.number }).fill('4242 4242 4242 4242');
    await flow.getByRole('textbox', { name: run.checkout.card.expiry }).fill('12/34');
    await flow.getByRole('textbox', { name: run.checkout.card.cvc }).fill('123');
    await flow.getByRole('textbox', { name: run.checkout.card.holderName }).fill('Mona Saleh');
    await flow.getByRole('button', { name: run.checkout.continue }).click();
    // A quote is bought as quoted: no discount code on its receipt.
    await expect(flow.getByTestId('receipt-line')).toContainText(quoted);
    await expect(flow.getByRole('textbox', { name: run.checkout.receipt.code })).toHaveCount(0);
    await flow.getByTestId('place-order').click();
    await expect(page.getByTestId('order-placed')).toBeVisible();

    // The order shows the quoted price and links back to its quote, which links to the order.
    await page.getByRole('link', { name: run.checkout.placed.viewOrder }).click();
    await expect(page.getByTestId('order-line')).toContainText(quoted);
    await page.getByTestId('order-quote-link').click();
    await expect(page.getByTestId('my-quote')).toContainText(run.store.myRequests.quote.statuses.accepted);
    await expect(
      page.getByTestId('my-quote').getByRole('link', { name: run.store.myRequests.quote.accept }),
    ).toHaveCount(0);
    await page.getByTestId('my-quote').getByRole('link', { name: run.store.myRequests.quote.order }).click();
    await expect(page.getByTestId('order-line')).toContainText(quoted);
    // And in the back office, the order names its quote.
    await admin.reload();
    await drawer.getByRole('link', { name: run.catalog.requests.quote.order }).click();
    await expect(admin.getByTestId('order-quote-link')).toHaveText(run.ordersAdmin.detail.viewQuote);
    await cms.close();
  });
}
