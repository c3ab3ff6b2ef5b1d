import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { arabicServerMessages, serverMessages } from '@iot/shared/server-messages';
import { cmsAr } from '../apps/web/src/locales/cms.ar.ts';
import { cmsEn } from '../apps/web/src/locales/cms.en.ts';
import { ordersAdminAr } from '../apps/web/src/locales/orders-admin.ar.ts';
import { ordersAdminEn } from '../apps/web/src/locales/orders-admin.en.ts';
import { ordersAr } from '../apps/web/src/locales/orders.ar.ts';
import { ordersEn } from '../apps/web/src/locales/orders.en.ts';
import { adminAccessToken, signInAsCompany } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { checkoutWithNewCard, createBuyableProduct } from './commerce-support.ts';
import { layoutProblems } from './layout-support.ts';
import { shortCooldownServer } from './servers.ts';

// senzfy sells (SPEC §6: cart and orders on) on a database of its own.
const shop = shortCooldownServer.url;

const runs = [
  {
    language: 'en',
    cms: cmsEn,
    admin: ordersAdminEn,
    orders: ordersEn,
    mismatch: serverMessages.shippedQuantityMismatch,
    tooHigh: serverMessages.shippedQuantityTooHigh,
  },
  {
    language: 'ar',
    cms: cmsAr as typeof cmsEn,
    admin: ordersAdminAr as typeof ordersAdminEn,
    orders: ordersAr as typeof ordersEn,
    mismatch: arabicServerMessages.shippedQuantityMismatch,
    tooHigh: arabicServerMessages.shippedQuantityTooHigh,
  },
] as const;

/** The demo company buys two of the product with the sandbox's 4242 card; answers the order's id. */
async function placeOrder(customer: Page, productId: string): Promise<string> {
  await customer.goto(`${shop}/en`);
  await signInAsCompany(customer);
  await customer.goto(`${shop}/en/products/${productId}`);
  await customer.getByTestId('add-to-cart').first().click();
  await customer.getByTestId('add-to-cart').first().click();
  await checkoutWithNewCard(customer, shop);
  await customer.getByRole('link', { name: 'View order' }).click();
  await expect(customer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  return customer.url().split('/').pop() ?? '';
}

/** A figure as the page shows it, Arabic-Indic digits and grouping included. */
function figureValue(text: string | null): number {
  return Number((text ?? '').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ''));
}

/**
 * In English and in Arabic: a customer places an order; an administrator
 * finds it with the 'today' preset (SPEC §9), accepts it, tries to ship three and then one of two
 * and reads the refusals on the form, ships every unit with a carrier and tracking
 * number, marks it delivered; after each step the customer's order page shows where it stands.
 */
for (const run of runs) {
  test(`an administrator takes today's order from pending to delivered and the customer follows it (${run.language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { language, admin, orders } = run;
    const product = await createBuyableProduct(request, shop, {
      name: `Fleet gateway ${language} ${Date.now()}`,
      price: 60,
      stock: 6,
    });
    // SPEC §2 /cms/dashboard: today's orders before this one (other tests add theirs meanwhile, so
    // the count grows by at least one). The administrator works in a browser of their own.
    await signInToCms(page, shop);
    await page.goto(`${shop}/${language}/cms/dashboard?date=today`);
    const todaysOrders = page.getByTestId('figure-orders-value');
    await expect(todaysOrders).toBeVisible();
    const countedBefore = figureValue(await todaysOrders.textContent());
    // The customer shops in a browser of their own (a storefront sign-in ends the CMS session, SPEC §4).
    const shopper = await browser.newContext();
    const customer = await shopper.newPage();
    const id = await placeOrder(customer, product.id);
    // The customer's own order page (SPEC §2 /orders/{id}), opened afresh after each step.
    const customerSees = () => customer.goto(`${shop}/${language}/orders/${id}`);
    const tracking = customer.getByTestId('order-tracking');
    await customerSees();
    await expect(tracking.locator('.MuiStepLabel-label.Mui-active')).toContainText(orders.statuses.pending);

    await page.reload();
    await expect
      .poll(async () => figureValue(await todaysOrders.textContent()))
      .toBeGreaterThanOrEqual(countedBefore + 1);
    await page.goto(`${shop}/${language}/cms/orders?sort=total`);
    // A sortable header is named for screen readers in the page's language; it turns the order around.
    const byTotal = page.getByRole('button', { name: run.cms.lists.sortBy.replace('{{column}}', admin.columns.total) });
    await byTotal.click();
    await expect(page).toHaveURL(/[?&]sort=total&order=asc/);
    await expect(page.getByRole('columnheader', { name: admin.columns.total })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.goto(`${shop}/${language}/cms/orders`);
    await page.getByRole('combobox', { name: admin.filters.date }).click();
    await page.getByRole('option', { name: admin.datePresets.today, exact: true }).click();
    await expect(page).toHaveURL(/[?&]date=today/);
    const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/cms/orders/${id}"]`) });
    await expect(row.getByTestId('order-status')).toHaveText(orders.statuses.pending);
    // DESIGN §API: the sandbox's test money is labelled wherever the order or its payment shows.
    await expect(row.getByTestId('sandbox-payment').filter({ visible: true })).toHaveText(orders.sandboxPayment);
    await row.locator(`a[href$="/cms/orders/${id}"]`).click();
    await expect(page.getByTestId('order-payment').getByTestId('sandbox-payment')).toHaveText(orders.sandboxPayment);
    await expect(page.getByTestId('transaction-row').getByTestId('sandbox-payment').first()).toHaveText(
      orders.sandboxPayment,
    );
    await expect(customer.getByTestId('order-payment').getByTestId('sandbox-payment')).toHaveText(
      orders.sandboxPayment,
    );

    const status = page.getByTestId('order-status');
    const confirmMove = async () => {
      const dialog = page.getByTestId('status-confirm');
      await expect(dialog).toContainText(admin.confirm.sentence);
      await dialog.getByTestId('status-confirm-button').click();
    };

    await page.getByTestId('order-accept').click();
    await confirmMove();
    await expect(page.getByTestId('order-ship')).toBeVisible();
    await expect(page.getByTestId('history-entry')).toHaveCount(2);
    await expect(status).toHaveText(orders.statuses.in_progress);
    await customerSees();
    await expect(tracking.locator('.MuiStepLabel-label.Mui-active')).toContainText(orders.statuses.in_progress);

    // The form is checked before SPEC §4's question: it opens with what is left to ship (2), and
    // three of two or one of two are refused on the line's field with the texts the API would
    // send (SPEC §8 'must be equal'), with no confirmation asked and nothing shipped.
    await page.getByTestId('order-ship').click();
    const ship = page.getByTestId('ship-dialog');
    const quantity = ship.getByTestId('ship-quantity');
    await expect(quantity).toHaveValue(language === 'ar' ? '٢' : '2');
    await ship.getByTestId('ship-carrier').fill('Aramex');
    await ship.getByTestId('ship-tracking').fill(`AWB-${language}-778899`);
    for (const [typed, refusal] of [
      ['3', run.tooHigh],
      ['1', run.mismatch],
    ] as const) {
      await quantity.fill(typed);
      await ship.getByTestId('ship-submit').click();
      await expect(ship.getByText(refusal, { exact: true })).toBeVisible();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('status-confirm')).toBeHidden();
    }
    await expect(status).toHaveText(orders.statuses.in_progress);

    await quantity.fill('2');
    await ship.getByTestId('ship-submit').click();
    await confirmMove();
    await expect(ship).toHaveCount(0);
    await expect(status).toHaveText(orders.statuses.shipped);
    await expect(page.getByTestId('item-shipped')).toHaveText(language === 'ar' ? '٢' : '2');
    await customerSees();
    await expect(tracking.locator('.MuiStepLabel-label.Mui-active')).toContainText(orders.statuses.shipped);
    await expect(customer.getByTestId('tracking-number')).toHaveText(`AWB-${language}-778899`);

    await page.getByTestId('order-deliver').click();
    await confirmMove();
    await expect(status).toHaveText(orders.statuses.delivered);
    await expect(page.getByTestId('history-entry')).toHaveCount(4);
    await customerSees();
    await expect(tracking.locator('.MuiStepLabel-label.Mui-completed')).toHaveCount(4);
    await expect(customer.getByTestId('order-status').first()).toHaveText(orders.statuses.delivered);
    await shopper.close();
  });
}

/**
 * DESIGN §Web, from a 375 px phone to a wide screen, in both languages: the order list (largest
 * totals first), the order with the largest total (its lines, amounts and payment transactions)
 * and the dashboard over last month leave nothing past the screen or its card and no cell's text
 * clipped; a table that must scroll says so.
 */
for (const language of ['en', 'ar'] as const) {
  test(`the back office's order list, order details and dashboard fit 375 px and 1440 px, no cell clipped (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await adminAccessToken(request, shop);
    const largest = await request.get(`${shop}/marketplace/orders`, {
      headers: { Authorization: `Bearer ${token}` },
      params: { sort: 'total', order: 'desc', limit: 1 },
    });
    const id = ((await largest.json()) as { data: { _id: string }[] }).data[0]?._id;
    expect(id).toBeTruthy();
    await signInToCms(page, shop);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, shown] of [
        ['/cms/orders?sort=total&order=desc', 'order-row'],
        [`/cms/orders/${id}`, 'transaction-row'],
        ['/cms/dashboard?date=lastMonth', 'top-products'],
      ] as const) {
        await page.goto(`${shop}/${language}${path}`);
        await expect(page.getByTestId(shown).first()).toBeVisible();
        expect(await layoutProblems(page), `${language}${path} at ${width} px`).toEqual([]);
      }
    }
  });
}
