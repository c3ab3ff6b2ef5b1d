import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, BulkOrderResult } from '@iot/shared/admin-orders';
import type { Order } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { translateServerMessage } from '@iot/shared/server-messages';
import { parseCsv } from '../inventory/inventory-csv.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createProduct, customerHeaders, demoAdminHeaders, placeTestOrder } from '../../test/order-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

/**
 * The lists operators work from: the orders and customers lists exported as CSV with their filters,
 * internal notes on an order that the customer never sees, and accepting several orders at once.
 */
describe.each(databaseTargets())('order operations on $name', (target) => {
  const t = useTestApp(target);
  const unique = () => randomBytes(4).toString('hex');

  async function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language = 'en') {
    return t.app.inject({
      method,
      url: `/marketplace${url}`,
      headers: { ...(await demoAdminHeaders(t)), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  }

  /** Orders placed under one customer name (what the list's search finds), each of its own product. */
  async function ordersOf(
    fullName: string,
    count: number,
  ): Promise<{ order: Order; headers: Record<string, string> }[]> {
    const placed = [];
    for (let index = 0; index < count; index += 1) {
      const headers = await customerHeaders(t);
      const product = await createProduct(t, { code: `OPS-${unique()}`, price: 10 + index, stock: 10 });
      placed.push({ order: await placeTestOrder(t, headers, [{ id: product, quantity: 1 }], { fullName }), headers });
    }
    return placed;
  }

  const accept = async (id: string) =>
    expect((await admin('PATCH', `/orders/${id}/status`, { from: 'pending', to: 'in_progress' })).statusCode).toBe(200);

  describe('GET /marketplace/orders/export.csv', () => {
    it('exports every order the filters match, formula-safe, UTF-8 with a BOM and the header in the request language', async () => {
      // A customer name a spreadsheet would run as a formula (OWASP CSV injection).
      const name = `=HYPERLINK("http://evil.example","${unique()}")`;
      const placed = await ordersOf(name, 3);
      const [first, second, third] = placed.map((entry) => entry.order);
      if (!first || !second || !third) throw new Error('three orders');
      await accept(first._id);
      await ordersOf(`Someone else ${unique()}`, 1);

      const search = new URLSearchParams({ search: name.slice(1), status: 'pending', sort: 'orderId', order: 'asc' });
      const response = await admin('GET', `/orders/export.csv?${search.toString()}`, undefined, 'ar');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(response.rawPayload.toString('utf8'));
      expect(header?.cells.slice(0, 3)).toEqual(['رقم الطلب', 'تاريخ الطلب', 'العميل']);
      // The accepted order and the other customer's are filtered out; the list's sort is kept.
      expect(rows.map((row) => row.cells[0])).toEqual([`#${second.orderId}`, `#${third.orderId}`]);
      expect(rows.map((row) => row.cells[2])).toEqual([`'${name}`, `'${name}`]);
      expect(rows[0]?.cells.slice(5)).toEqual(['pending', 'authorized', '1', String(second.total), second.currency]);

      const english = await admin('GET', `/orders/export.csv?${search.toString()}`);
      expect(parseCsv(english.body)[0]?.cells.slice(0, 3)).toEqual(['Order ID', 'Placed', 'Customer']);
    });

    it('exports only the selected orders, and refuses the paging and malformed selections', async () => {
      const name = `Selected ${unique()}`;
      const [first, , third] = (await ordersOf(name, 3)).map((entry) => entry.order);
      if (!first || !third) throw new Error('three orders');
      const ids = [first._id, third._id].join(',');
      const response = await admin('GET', `/orders/export.csv?sort=orderId&order=desc&ids=${ids}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(parseCsv(response.body).map((row) => row.cells[0])).toEqual([
        'Order ID',
        `#${third.orderId}`,
        `#${first.orderId}`,
      ]);
      expect((await admin('GET', `/orders/export.csv?ids=${first._id},nope`)).statusCode).toBe(400);
      expect((await admin('GET', `/orders/export.csv?status=lost`)).statusCode).toBe(400);
    });

    it('needs an administrator', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/marketplace/orders/export.csv' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /marketplace/customers/export.csv', () => {
    it('exports the customers the search matches, with the header in the request language', async () => {
      const tag = unique();
      for (const firstName of ['-2+3', 'Layla']) {
        const created = await admin('POST', '/customers', {
          companyName: `Export ${tag} ${firstName}`,
          firstName,
          lastName: 'Haddad',
          username: `export.${tag}.${firstName.length}`,
          email: `export.${tag}.${firstName.length}@example.com`,
          phoneNumber: { isoCode: 'EG', phoneNumber: '+20 10 1234 5678' },
        });
        expect(created.statusCode, created.body).toBe(201);
      }
      const response = await admin(
        'GET',
        `/customers/export.csv?search=export.${tag}&sort=name&order=asc`,
        undefined,
        'ar',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
      const [header, ...rows] = parseCsv(response.rawPayload.toString('utf8'));
      expect(header?.cells.slice(0, 3)).toEqual(['الاسم', 'اسم المستخدم', 'البريد الإلكتروني']);
      expect(rows.map((row) => row.cells[0])).toEqual(["'-2+3 Haddad", 'Layla Haddad']);
      expect(rows.map((row) => row.cells[3])).toEqual(['root', 'root']);
    });
  });

  describe('POST /marketplace/orders/{id}/notes', () => {
    it('adds a note at any status, shown with its author and time to the back office and never to the customer', async () => {
      const [entry] = await ordersOf(`Notes ${unique()}`, 1);
      if (!entry) throw new Error('an order');
      const { order, headers } = entry;
      const text = `Customer called about delivery ${unique()}`;
      const response = await admin('POST', `/orders/${order._id}/notes`, { note: text });
      expect(response.statusCode, response.body).toBe(201);
      const { notes } = response.json<{ data: AdminOrder }>().data;
      expect(notes).toEqual([
        {
          _id: expect.any(String),
          note: text,
          at: expect.any(String),
          author: expect.objectContaining({ kind: 'admin', name: 'Demo Admin' }),
        },
      ]);

      await accept(order._id);
      expect((await admin('POST', `/orders/${order._id}/notes`, { note: 'Packed twice' })).statusCode).toBe(201);
      const detail = (await admin('GET', `/orders/${order._id}`)).json<{ data: AdminOrder }>().data;
      expect(detail.notes.map((note) => note.note)).toEqual([text, 'Packed twice']);

      // The customer's own order and list never carry them.
      for (const url of [`/marketplace-customer/orders/${order._id}`, '/marketplace-customer/orders']) {
        const seen = await t.app.inject({ method: 'GET', url, headers });
        expect(seen.statusCode, seen.body).toBe(200);
        expect(seen.body).toContain(order._id);
        expect(seen.body).not.toContain(text);
        expect(seen.body).not.toContain('Packed twice');
      }
    });

    it('refuses an empty note and an unknown order', async () => {
      const [entry] = await ordersOf(`Notes ${unique()}`, 1);
      expectError(await admin('POST', `/orders/${entry?.order._id ?? ''}/notes`, { note: '  ' }), 400);
      expectError(await admin('POST', `/orders/${randomUUID()}/notes`, { note: 'Hello' }), 404);
    });
  });

  describe('POST /marketplace/orders/bulk-accept', () => {
    it('accepts each pending order and reports each refusal with its reason in the request language', async () => {
      const placed = (await ordersOf(`Bulk ${unique()}`, 3)).map((entry) => entry.order);
      const [first, second, third] = placed;
      if (!first || !second || !third) throw new Error('three orders');
      await accept(second._id);
      const unknown = randomUUID();

      const response = await admin(
        'POST',
        '/orders/bulk-accept',
        { ids: [first._id, second._id, unknown, third._id] },
        'ar',
      );
      expect(response.statusCode, response.body).toBe(200);
      const results = response.json<{ data: BulkOrderResult[] }>().data;
      expect(results).toEqual([
        { _id: first._id, orderId: first.orderId, ok: true, error: null },
        {
          _id: second._id,
          orderId: second.orderId,
          ok: false,
          error: {
            status: 409,
            code: 'CONFLICT',
            message: translateServerMessage(serverMessages.orderStatusChanged, 'ar'),
          },
        },
        { _id: unknown, orderId: null, ok: false, error: expect.objectContaining({ status: 404 }) },
        { _id: third._id, orderId: third.orderId, ok: true, error: null },
      ]);
      for (const order of [first, third]) {
        const detail = (await admin('GET', `/orders/${order._id}`)).json<{ data: AdminOrder }>().data;
        expect(detail.status).toBe('in_progress');
        expect(detail.paymentDetails.status).toBe('captured');
      }
      expectError(await admin('POST', '/orders/bulk-accept', { ids: [] }), 400);
    });
  });
});
