import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { checkoutAr } from '../apps/web/src/locales/checkout.ar.ts';
import { checkoutEn } from '../apps/web/src/locales/checkout.en.ts';
import { signInAsCompany } from './auth-support.ts';
import { createBuyableProduct } from './commerce-support.ts';
import { stripeServer } from './servers.ts';

/**
 * DESIGN §API with Stripe configured: a shopper checks out paying by card through Stripe.js, and the
 * card number and CVC never reach our origin: no request to it carries them, our page draws no card
 * field of its own (the only one is in Stripe's iframe), and the order is placed with the token.
 * Stripe.js is replaced by a local stand-in (e2e/stripe-stand-in) since the tests run offline; the
 * server talks to the fake Stripe API (apps/api/src/test/fake-stripe-server.ts).
 */

const shop = stripeServer.url;
const standIn = (file: string) => readFileSync(new URL(`./stripe-stand-in/${file}`, import.meta.url), 'utf8');
const cardNumber = '4242424242424242';
const cvc = '987';

/** Serves the stand-in for Stripe.js and its card frame; anything else Stripe.js might fetch is a 404. */
async function serveStripeStandIn(page: Page) {
  await page.route('https://js.stripe.com/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (/^\/(v3\/?|[a-z]+\/stripe\.js)$/.test(pathname)) {
      return route.fulfill({ contentType: 'text/javascript', body: standIn('stripe-js.js') });
    }
    if (pathname === '/stand-in/card-frame.html') {
      return route.fulfill({ contentType: 'text/html', body: standIn('card-frame.html') });
    }
    return route.fulfill({ status: 404, body: '' });
  });
}

/** Everything a request shows the server: its address, headers and body. */
function carried(request: Request) {
  return [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n');
}

const runs = [
  { language: 'en', texts: checkoutEn, country: 'United Arab Emirates', countryPrefix: 'United Arab' },
  {
    language: 'ar',
    texts: checkoutAr as typeof checkoutEn,
    country: 'الإمارات العربية المتحدة',
    countryPrefix: 'الإمارات',
  },
] as const;

for (const run of runs) {
  test(`with Stripe configured the card goes to Stripe's frame only and the order is placed (${run.language})`, async ({
    page,
    request,
  }) => {
    const { texts } = run;
    const product = await createBuyableProduct(request, shop, {
      name: `Stripe tracker ${run.language}`,
      price: 75,
      stock: 5,
    });
    await serveStripeStandIn(page);
    const toUs: Request[] = [];
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${shop}/`)) toUs.push(sent);
      else elsewhere.push(sent.url());
    });

    await page.goto(`${shop}/en`);
    await signInAsCompany(page);
    await page.goto(`${shop}/${run.language}/products/${product.id}`);
    await page.getByTestId('add-to-cart').first().click();
    await page.goto(`${shop}/${run.language}/cart`);
    await page.getByTestId('cart-checkout').click();
    const flow = page.getByTestId('checkout-flow');
    await expect(flow.getByTestId('receipt-line')).toHaveCount(1);
    await flow.getByRole('button', { name: texts.continue }).click();

    await flow.getByRole('radio', { name: texts.address.new }).check();
    await flow.getByRole('textbox', { name: texts.address.fullName }).fill('Mona Saleh');
    await flow.getByRole('textbox', { name: texts.address.phoneNumber }).fill('+971 50 123 4567');
    await flow.getByRole('textbox', { name: texts.address.address, exact: true }).fill('Street 9, Building 4');
    await flow.getByRole('combobox', { name: texts.address.country }).fill(run.countryPrefix);
    await page.getByRole('option', { name: run.country, exact: true }).click();
    await flow.getByRole('combobox', { name: texts.address.city }).fill('Dubai');
    await page.getByRole('option', { name: 'Dubai', exact: true }).first().click();
    await flow.getByRole('button', { name: texts.continue }).click();

    // Payment: the card is typed into Stripe's iframe (another origin); our page has only the holder's name.
    await flow.getByRole('radio', { name: texts.payment.newCard }).check();
    const stripeFrame = flow.getByTestId('stripe-card-element').locator('iframe');
    await expect(stripeFrame).toHaveAttribute('src', /^https:\/\/js\.stripe\.com\//);
    const card = stripeFrame.contentFrame();
    await card.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await card.getByRole('textbox', { name: 'Expiration date MM / YY' }).fill('12 / 34');
    await card.getByRole('textbox', { name: 'CVC' }).fill(cvc);
    await flow.getByRole('textbox', { name: texts.card.holderName }).fill('Mona Saleh');
    await expect(page.locator('input[autocomplete="cc-number"], input[autocomplete="cc-csc"]')).toHaveCount(0);
    await expect(flow.getByRole('textbox', { name: texts.card.number })).toHaveCount(0);
    await expect(flow.getByRole('textbox', { name: texts.card.cvc, exact: true })).toHaveCount(0);
    await flow.getByRole('button', { name: texts.continue }).click();

    await expect(flow.getByTestId('place-order')).toBeEnabled();
    await flow.getByTestId('place-order').click();
    await expect(page.getByTestId('order-placed')).toHaveText(texts.placed.title);

    // The order went through our API with the token Stripe's frame answered, and nothing else.
    const orders = toUs.filter((sent) => sent.method() === 'POST' && sent.url().includes('/marketplace-customer/'));
    expect(orders.some((sent) => (sent.postData() ?? '').includes('pm_card_visa'))).toBe(true);
    // The CVC as a number of its own (3 digits inside an id or a token are not it).
    const cvcAlone = new RegExp(`(^|[^0-9a-zA-Z])${cvc}([^0-9a-zA-Z]|$)`);
    const leaks = toUs.filter((sent) => {
      const shown = carried(sent);
      return shown.replace(/\D/g, '').includes(cardNumber) || cvcAlone.test(shown);
    });
    expect(leaks.map((sent) => sent.url())).toEqual([]);
    // @stripe/stripe-js only injects Stripe.js; the frame is Stripe.js's own. Nothing else left the page.
    expect([...new Set(elsewhere)].sort()).toEqual([
      'https://js.stripe.com/endive/stripe.js',
      'https://js.stripe.com/stand-in/card-frame.html',
    ]);
  });
}
