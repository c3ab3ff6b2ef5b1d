import type { APIRequestContext } from '@playwright/test';
import type { AdminOrder } from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { formatMoney, moneyFromMajor, type CurrencyCode } from '@iot/shared/money';
import { formatPrice } from '../apps/web/src/lib/format-price.ts';
import { ordersAdminAr } from '../apps/web/src/locales/orders-admin.ar.ts';
import { ordersAdminEn } from '../apps/web/src/locales/orders-admin.en.ts';
import { ordersAr } from '../apps/web/src/locales/orders.ar.ts';
import { ordersEn } from '../apps/web/src/locales/orders.en.ts';
import { expect, test } from './fixtures.ts';
import { adminAccessToken, signInAsCompany } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { checkoutWithNewCard, createBuyableProduct } from './commerce-support.ts';
import { operationsServer } from './servers.ts';

/**
 * After capture (SPEC §2 /cms/orders/{id}, /orders/{id}): an administrator refunds one of two
 * units of an accepted order through the Refund dialog, and both the back office and the
 * customer's order page show what was refunded and what remains, in English and in Arabic.
 */
const shop = operationsServer.url;

async function adminCall<T>(request: APIRequestContext, method: 'GET' | 'PATCH', path: string, data?: object) {
  const response = await request.fetch(`${shop}/marketplace${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminAccessToken(request, shop)}` },
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const admin = language === 'ar' ? ordersAdminAr : ordersAdminEn;
  const orders = language === 'ar' ? ordersAr : ordersEn;

  test(`an administrator refunds part of an order, shown on both sides (${language})`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const product = await createBuyableProduct(request, shop, {
      name: `Refund gateway ${language} ${Date.now()}`,
      price: 40,
      stock: 10,
    });
    // The demo company orders two in a browser of its own (a storefront sign-in ends the CMS session).
    const shopper = await browser.newContext();
    const customer = await shopper.newPage();
    await customer.goto(`${shop}/en`);
    await signInAsCompany(customer);
    await customer.goto(`${shop}/en/products/${product.id}`);
    await customer.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await customer.getByTestId('add-to-cart').first().click();
    await checkoutWithNewCard(customer, shop);
    await customer.getByRole('link', { name: 'View order' }).click();
    await expect(customer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const id = customer.url().split('/').pop() ?? '';
    await adminCall(request, 'PATCH', `/orders/${id}/status`, { from: 'pending', to: 'in_progress' });

    await signInToCms(page, shop);
    await page.goto(`${shop}/${language}/cms/orders/${id}`);
    await page.getByTestId('order-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await expect(dialog).toContainText(admin.refund.restock);
    await dialog.getByTestId('refund-quantity').first().fill('1');
    await dialog.getByTestId('refund-reason').fill('One unit arrived damaged');
    await dialog.getByTestId('refund-submit').click();
    await expect(dialog).toHaveCount(0);

    const order = await adminCall<AdminOrder>(request, 'GET', `/orders/${id}`);
    expect(order.refunds).toMatchObject([{ status: 'refunded', restock: true, lines: [{ quantity: 1 }] }]);
    expect(order.refunded).toBeCloseTo(order.total / 2, 2);
    const cms = (value: number) =>
      formatMoney(moneyFromMajor(value, order.currency as CurrencyCode, 'nearest'), language);
    await expect(page.getByTestId('order-refunded')).toHaveText(`−${cms(order.refunded)}`);
    await expect(page.getByTestId('order-net-total')).toHaveText(cms(order.netTotal));
    await expect(page.getByTestId('order-payment-status')).toHaveText(orders.paymentStatuses.partially_refunded);
    await expect(page.getByTestId('history-refund')).toContainText('One unit arrived damaged');

    await customer.goto(`${shop}/${language}/orders/${id}`);
    await expect(customer.getByTestId('order-refunded')).toHaveText(
      `−${formatPrice(order.refunded, order.currency, language)}`,
    );
    await expect(customer.getByTestId('order-net-total')).toHaveText(
      formatPrice(order.netTotal, order.currency, language),
    );
    await shopper.close();
  });
}
