import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import type { AdminOrder, AdminOrderSummary } from '@iot/shared/admin-orders';
import { orderCsvColumns } from '@iot/shared/list-exports';
import { parseCsv } from '../apps/api/src/modules/inventory/inventory-csv.ts';
import { cmsAr } from '../apps/web/src/locales/cms.ar.ts';
import { ordersAdminEn } from '../apps/web/src/locales/orders-admin.en.ts';
import { expect, test } from './fixtures.ts';
import { adminAccessToken, signInAsCompany } from './auth-support.ts';
import { signInToCms } from './catalog-support.ts';
import { checkoutWithNewCard, createBuyableProduct } from './commerce-support.ts';
import { operationsServer } from './servers.ts';

/**
 * The lists operators work from (SPEC §2 /cms/orders), on a shop of its own whose demo history
 * holds orders of every status: the filtered list exported as CSV, an internal note in an order's
 * history, and two orders selected and accepted at once, then exported as a selection.
 */
const shop = operationsServer.url;

async function adminGet<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}) {
  const response = await request.get(`${shop}/marketplace${path}`, {
    headers: { Authorization: `Bearer ${await adminAccessToken(request, shop)}` },
    params,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The downloaded file's bytes: UTF-8 with a byte order mark (so Excel reads Arabic), then its records. */
async function csvOf(download: Download): Promise<string[][]> {
  expect(download.suggestedFilename()).toBe('orders.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.toString('utf8')).map((record) => record.cells);
}

async function download(page: Page, testId: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return file;
}

test('the orders list exports the rows its filters match, with the header in the page language', async ({
  page,
  request,
}) => {
  const filters = { status: 'rejected', sort: 'orderId', order: 'asc' } as const;
  const expected = await adminGet<{ data: AdminOrderSummary[] }>(request, '/orders', { ...filters, limit: 100 });
  expect(expected.data.length).toBeGreaterThan(0);

  await signInToCms(page, shop);
  await page.goto(`${shop}/ar/cms/orders?${new URLSearchParams(filters).toString()}`);
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expect(page.getByTestId('orders-export')).toHaveText(cmsAr.lists.exportCsv);
  const [header, ...rows] = await csvOf(await download(page, 'orders-export'));
  expect(header).toEqual(Object.values(orderCsvColumns).map((labels) => labels.ar));
  expect(rows.map((row) => row[0])).toEqual(expected.data.map((order) => `#${order.orderId}`));
  expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['rejected']));
});

test('an internal note appears in the order history with its author', async ({ page, request }) => {
  const [order] = (await adminGet<{ data: AdminOrderSummary[] }>(request, '/orders', { status: 'delivered', limit: 1 }))
    .data;
  expect(order).toBeTruthy();
  const note = `Customer asked for the invoice again ${Date.now()}`;

  await signInToCms(page, shop);
  await page.goto(`${shop}/en/cms/orders/${order?._id ?? ''}`);
  await page.getByTestId('order-note-input').fill(note);
  await page.getByTestId('order-note-add').click();
  const entry = page.getByTestId('history-internal-note').first();
  await expect(entry).toContainText(note);
  await expect(entry).toContainText(ordersAdminEn.notes.internal);
  await expect(entry).toContainText('Demo Admin');
  await expect(page.getByTestId('order-note-input')).toHaveValue('');
  // Still there when the page is opened again: the note was stored, not only drawn.
  await page.reload();
  await expect(page.getByTestId('history-internal-note').first()).toContainText(note);
});

test('two orders selected on the list are exported and accepted together, each reported', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await createBuyableProduct(request, shop, {
    name: `Bulk gateway ${Date.now()}`,
    price: 45,
    stock: 10,
  });
  // The demo company places two orders in a browser of its own (a storefront sign-in ends the CMS session).
  const shopper = await browser.newContext();
  const customer = await shopper.newPage();
  await customer.goto(`${shop}/en`);
  await signInAsCompany(customer);
  const placed: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    await customer.goto(`${shop}/en/products/${product.id}`);
    await customer.getByTestId('add-to-cart').first().click();
    await checkoutWithNewCard(customer, shop);
    await customer.getByRole('link', { name: 'View order' }).click();
    await expect(customer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    placed.push(customer.url().split('/').pop() ?? '');
  }
  await shopper.close();
  const numbers = await Promise.all(
    placed.map(async (id) => (await adminGet<{ data: AdminOrder }>(request, `/orders/${id}`)).data.orderId),
  );

  await signInToCms(page, shop);
  await page.goto(`${shop}/en/cms/orders?status=pending&sort=placedAt&order=desc`);
  for (const number of numbers)
    await page.getByRole('checkbox', { name: ordersAdminEn.selection.one.replace('{{id}}', number) }).check();
  await expect(page.getByTestId('orders-bulk-bar')).toContainText('2 orders selected');

  const [header, ...rows] = await csvOf(await download(page, 'orders-bulk-export'));
  expect(header?.[0]).toBe(orderCsvColumns.orderId.en);
  expect(rows.map((row) => row[0]).sort()).toEqual(numbers.map((number) => `#${number}`).sort());

  await page.getByTestId('orders-bulk-accept').click();
  const dialog = page.getByTestId('bulk-accept-dialog');
  await expect(dialog).toContainText(ordersAdminEn.confirm.sentence);
  await dialog.getByTestId('bulk-accept-confirm').click();
  await expect(dialog.getByTestId('bulk-accept-summary')).toHaveText('2 accepted, 0 not accepted.');
  await expect(dialog.locator('[data-testid="bulk-accept-result"][data-ok="true"]')).toHaveCount(2);
  await dialog.getByRole('button', { name: ordersAdminEn.bulk.close }).click();
  // Accepted, they leave the pending list and the selection.
  await expect(page.getByTestId('orders-bulk-bar')).toHaveCount(0);
  for (const number of numbers)
    await expect(page.getByTestId('order-row').filter({ hasText: `#${number}` })).toHaveCount(0);
  for (const id of placed) {
    const order = (await adminGet<{ data: AdminOrder }>(request, `/orders/${id}`)).data;
    expect([order.status, order.paymentDetails.status]).toEqual(['in_progress', 'captured']);
  }
});
