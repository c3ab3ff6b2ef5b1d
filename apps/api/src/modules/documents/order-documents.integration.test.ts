import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, PlaceOrderResult } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { withDb } from '../../service-context.ts';
import { expectError } from '../../test/auth-helpers.ts';
import {
  adminHeaders,
  createProduct,
  customerHeaders,
  orderBody,
  patchSettings,
  postOrder,
  priceOf,
  renameProduct,
  testAddress,
} from '../../test/order-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';
import { issueInvoice } from './invoice-service.ts';

const run = promisify(execFile);

/** The PDF's text as poppler's pdftotext extracts it, without the bidi embedding marks it adds. */
async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'order-document-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u202a-\u202e]/g, '');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe.each(databaseTargets())('order documents on $name', (target) => {
  const t = useTestApp(target);
  const unique = () => randomBytes(4).toString('hex');

  async function placedOrder(
    price = 120,
    arabicName?: string,
  ): Promise<{ order: Order; headers: Record<string, string> }> {
    const headers = await customerHeaders(t);
    const product = await createProduct(t, { code: `DOC-${unique()}`, price, stock: 10 });
    if (arabicName) await renameProduct(t, product, 'ar', arabicName);
    const items = [{ id: product, quantity: 2 }];
    // Priced for the country it ships to, as checkout does, so the settings' tax rate applies.
    const address = { ...(await testAddress('AE')), fullName: 'Layla Haddad' };
    const receipt = await priceOf(t, items, headers, { country: address.country });
    const response = await postOrder(t, headers, orderBody(items, receipt, address));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<{ data: PlaceOrderResult }>().data;
    if (result.status !== 'placed') throw new Error(`expected a placed order, got ${result.status}`);
    return { order: result.order, headers };
  }

  async function accept(id: string) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/orders/${id}/status`,
      headers: await adminHeaders(t),
      payload: { from: 'pending', to: 'in_progress' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const download = async (url: string, headers: Record<string, string>, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });

  const invoiceNumbers = async (): Promise<number[]> => {
    const { rows } = (await t.database.db.execute(sql`select number from invoices order by number`)) as unknown as {
      rows: { number: number }[];
    };
    return rows.map((row) => Number(row.number));
  };

  it('lets the customer download the invoice of an own accepted order, and no one else’s', async () => {
    const { order, headers } = await placedOrder();
    const url = `/marketplace-customer/orders/${order._id}/invoice.pdf`;

    // Pending: the payment is only authorised and the order may still be rejected.
    expectError(await download(url, headers), 409, serverMessages.documentsNotYet);
    await accept(order._id);

    const response = await download(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const filename = /^attachment; filename="invoice-(INV-\d{6})\.pdf"$/.exec(
      String(response.headers['content-disposition']),
    );
    expect(filename).not.toBeNull();
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another customer, and nobody signed in, cannot reach it.
    expectError(await download(url, await customerHeaders(t)), 404);
    expect((await download(url, {})).statusCode).toBe(401);
    expectError(
      await download(`/marketplace-customer/orders/${order._id}/packing-slip.pdf`, await customerHeaders(t)),
      404,
    );

    // The back office downloads the same invoice: the number is given once.
    const admin = await download(`/marketplace/orders/${order._id}/invoice.pdf`, await adminHeaders(t));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-disposition']).toBe(response.headers['content-disposition']);
    expect((await download(url, headers)).headers['content-disposition']).toBe(response.headers['content-disposition']);
  });

  it('prints the seller, buyer, lines with their tax, totals and both numbers, in English and in Arabic', async () => {
    await patchSettings(t, {
      taxRates: [{ country: 'AE', rate: 5 }],
      seller: {
        name: 'Gulf Sensors Trading LLC',
        address: 'Office 12, Dubai Silicon Oasis',
        taxNumber: '100123456700003',
      },
    });
    const { order, headers } = await placedOrder(200, 'حساس الحرارة الذكي');
    await accept(order._id);

    const english = await download(`/marketplace-customer/orders/${order._id}/invoice.pdf`, headers);
    const number = /invoice-(INV-\d{6})\.pdf/.exec(String(english.headers['content-disposition']))?.[1] ?? '';
    const text = await pdfText(english.rawPayload);
    for (const expected of [
      'Tax invoice',
      'Gulf Sensors Trading LLC',
      'Office 12, Dubai Silicon Oasis',
      'Tax number: 100123456700003',
      'Layla Haddad',
      number,
      order.orderId,
      'Currency',
      order.currency,
      '$400.00', // 2 × 200 before tax
      '$20.00', // 5 % of it, on the line and in the totals
      '$420.00',
    ]) {
      expect(text).toContain(expected);
    }

    const arabic = await download(`/marketplace-customer/orders/${order._id}/invoice.pdf`, headers, 'ar');
    expect(arabic.statusCode).toBe(200);
    const arabicText = await pdfText(arabic.rawPayload);
    // Words come out whole and in reading order (shaped glyphs still map to their letters).
    for (const expected of ['فاتورة ضريبية', 'رقم الفاتورة', 'حساس الحرارة الذكي', 'الرقم الضريبي', 'الإجمالي']) {
      expect(arabicText).toContain(expected);
    }
    // Numbers in Arabic-Indic digits (SPEC §1), in their own order.
    const arabicDigits = (value: string) => value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
    expect(arabicText).toContain(arabicDigits(number));
    expect(arabicText).toContain('٤٢٠٫٠٠');
    expect(arabicText).not.toContain('Tax invoice');
  });

  it('prints a packing slip with lines, quantities and the address but no prices', async () => {
    const { order, headers } = await placedOrder(333);
    await accept(order._id);
    const response = await download(`/marketplace/orders/${order._id}/packing-slip.pdf`, await adminHeaders(t));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${order.orderId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Packing slip');
    expect(text).toContain(order.items[0]?.code ?? 'no line');
    expect(text).toContain(order.shippingAddress.address);
    expect(text).not.toMatch(/333|666|\$/);
    const own = await download(`/marketplace-customer/orders/${order._id}/packing-slip.pdf`, headers, 'ar');
    expect(await pdfText(own.rawPayload)).toContain('قائمة التعبئة');
  });

  it('numbers invoices without gaps or repeats when many are asked for at once, and a rolled-back one returns its number', async () => {
    const orders: Order[] = [];
    for (let index = 0; index < 4; index += 1) {
      const { order } = await placedOrder(10 + index);
      await accept(order._id);
      orders.push(order);
    }
    const before = await invoiceNumbers();

    // An issue whose transaction fails after the counter moved leaves no gap behind.
    const [first] = orders;
    if (!first) throw new Error('an order');
    const rolledBack = t.app.db.transaction(async (tx) => {
      await issueInvoice(withDb(t.app, tx), { id: first._id, status: 'in_progress' });
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await invoiceNumbers()).toEqual(before);

    // Every order asked for three times at once, from both sides.
    const headers = await adminHeaders(t);
    const responses = await Promise.all(
      orders.flatMap((order) => [0, 1, 2].map(() => download(`/marketplace/orders/${order._id}/invoice.pdf`, headers))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const perOrder = new Map<string, Set<string>>();
    responses.forEach((response, index) => {
      const id = orders[Math.floor(index / 3)]?._id ?? '';
      perOrder.set(id, (perOrder.get(id) ?? new Set()).add(String(response.headers['content-disposition'])));
    });
    expect([...perOrder.values()].map((names) => names.size)).toEqual([1, 1, 1, 1]);

    const after = await invoiceNumbers();
    const last = before.at(-1) ?? 0;
    expect(after).toEqual([...before, last + 1, last + 2, last + 3, last + 4]);
  });
});
