import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { AdminOrderSummary } from '@iot/shared/admin-orders';
import { carrierTrackingUrl } from '@iot/shared/carrier-tracking';
import { documentTexts } from '@iot/shared/order-documents';
import { ordersAr } from '../apps/web/src/locales/orders.ar.ts';
import { ordersEn } from '../apps/web/src/locales/orders.en.ts';
import { expect, test } from './fixtures.ts';
import { adminAccessToken, demo, signInAsCompany } from './auth-support.ts';

/**
 * The customer's order page (SPEC §2 /orders/{id}) on the default brand: a delivered demo order of
 * the demo company offers its invoice, which downloads as invoice-<number>.pdf and reads, through
 * poppler's pdftotext, in the page's language; its parcels' tracking numbers link to the carrier.
 */
const run = promisify(execFile);

async function deliveredOrderOfDemoCompany(request: APIRequestContext, origin: string): Promise<AdminOrderSummary> {
  const response = await request.get(`${origin}/marketplace/orders`, {
    headers: { Authorization: `Bearer ${await adminAccessToken(request, origin)}` },
    params: { status: 'delivered', search: demo.companyEmail, limit: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [order] = ((await response.json()) as { data: AdminOrderSummary[] }).data;
  if (!order) throw new Error('the demo company has a delivered order');
  return order;
}

for (const language of ['en', 'ar'] as const) {
  test(`the customer downloads an order's invoice in ${language} and its text reads in that language`, async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const order = await deliveredOrderOfDemoCompany(request, origin);
    const labels = language === 'ar' ? ordersAr.detail : ordersEn.detail;
    const texts = documentTexts[language];

    // The sign-in helper speaks to the English dialog; the session then holds in either language.
    await page.goto('/en');
    await signInAsCompany(page);
    await page.goto(`/${language}/orders/${order._id}`);

    // A known carrier's tracking number opens its tracking page in a new tab, cut off from this one.
    const link = page.getByTestId('tracking-link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const number = (await link.getByTestId('tracking-number').textContent()) ?? '';
    const carrier = (await page.getByTestId('order-shipment').first().textContent()) ?? '';
    expect(await link.getAttribute('href')).toBe(
      ['Aramex', 'DHL Express', 'SMSA Express', 'Emirates Post']
        .map((name) => (carrier.includes(name) ? carrierTrackingUrl(name, number) : undefined))
        .find(Boolean),
    );

    const button = page.getByTestId('download-invoice');
    await expect(button).toHaveText(labels.invoice);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{6}\.pdf$/);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', await download.path(), '-']);
    const text = stdout.replace(/[\u202a-\u202e]/g, '');
    expect(text).toContain(texts.invoiceNumber);
    expect(text).toContain(texts.orderNumber);
    expect(text).toContain(texts.total);
    const digits =
      language === 'ar' ? order.orderId.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) : order.orderId;
    expect(text).toContain(digits);
    expect(text).toContain(demo.companyEmail);
  });
}
