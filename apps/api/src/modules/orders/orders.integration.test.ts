import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Pricing } from '@iot/shared/cart';
import type { Order, OrderSummary, PlaceOrderResult } from '@iot/shared/orders';
import { sandboxToken } from '@iot/shared/sandbox-cards';
import { serverMessages } from '@iot/shared/server-messages';
import { expectError, type ErrorBody } from '../../test/auth-helpers.ts';
import {
  adminHeaders,
  countRows,
  createProduct,
  customerHeaders,
  newIdempotencyKey,
  orderBody,
  patchSettings,
  postOrder,
  priceOf,
  pricingUrl,
  renameProduct,
  testAddress,
  testCards,
} from '../../test/order-helpers.ts';
import { signInDemoCompany, type CustomerSession } from '../../test/customer-sessions.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

type ReceiptError = ErrorBody & { error: { details?: { pricing: Pricing } } };

describe.each(databaseTargets())('orders API on $name', (target) => {
  const t = useTestApp(target);

  async function stockOf(productId: string): Promise<number> {
    return countRows(t, sql`select level as n from inventory_levels where product_id = ${productId}`);
  }
  const orderCount = () => countRows(t, sql`select count(*)::int as n from orders`);

  async function placed(response: { statusCode: number; body: string; json: <T>() => T }): Promise<Order> {
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<{ data: PlaceOrderResult }>().data;
    if (result.status !== 'placed') throw new Error(`expected a placed order, got ${result.status}`);
    return result.order;
  }

  describe('GET /marketplace-customer/orders/pricing', () => {
    it('prices an anonymous cart from current prices in the settings currency', async () => {
      const sensor = await createProduct(t, { code: 'P-SENSOR', price: 19.99, stock: 10 });
      const gateway = await createProduct(t, { code: 'P-GATEWAY', price: 120, stock: 10 });
      const pricing = await priceOf(t, [
        { id: sensor, quantity: 3 },
        { id: gateway, quantity: 1 },
      ]);
      expect(pricing).toMatchObject({
        currency: 'USD',
        itemsQuantity: 4,
        subtotal: 179.97,
        giftCard: 0,
        discount: 0,
        shipping: 0,
        tax: 0,
        total: 179.97,
        discountCode: null,
        purchasable: true,
      });
      expect(pricing.lines[0]).toEqual({
        productId: sensor,
        name: 'Product P-SENSOR',
        code: 'P-SENSOR',
        image: expect.any(String),
        quantity: 3,
        unitPrice: 19.99,
        subtotal: 59.97,
        discount: 0,
        tax: 0,
        total: 59.97,
        problem: null,
      });
    });

    it('names each line that cannot be bought, without revealing the stock figure', async () => {
      const few = await createProduct(t, { code: 'P-FEW', price: 10, stock: 2 });
      const none = await createProduct(t, { code: 'P-NONE', price: 10, stock: 0 });
      const hidden = await createProduct(t, { code: 'P-HIDDEN', price: 10, stock: 5 });
      const ok = await createProduct(t, { code: 'P-OK', price: 10, stock: 5 });
      const hide = await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/products/${hidden}`,
        headers: await adminHeaders(t),
        payload: { visible: false },
      });
      expect(hide.statusCode, hide.body).toBe(200);
      const gone = '00000000-0000-4000-8000-000000000999';

      const pricing = await priceOf(t, [
        { id: few, quantity: 3 },
        { id: none, quantity: 1 },
        { id: hidden, quantity: 1 },
        { id: gone, quantity: 1 },
        { id: ok, quantity: 1 },
      ]);
      expect(pricing.lines.map((line) => [line.code, line.problem])).toEqual([
        ['P-FEW', 'quantity-above-stock'],
        ['P-NONE', 'out-of-stock'],
        ['', 'unavailable'],
        ['', 'unavailable'],
        ['P-OK', null],
      ]);
      expect(pricing.purchasable).toBe(false);
      // Hidden and unknown products are not priced; the others are.
      expect(pricing.subtotal).toBe(50);
      expect(JSON.stringify(pricing)).not.toMatch(/"stock"|"level"/);
    });

    it('marks a product priced in another currency than the settings currency unavailable', async () => {
      const euros = await createProduct(t, { code: 'P-EUR', price: 10, stock: 5 });
      // Changing the store currency converts every price; only a price written by hand can differ.
      await t.database.db.execute(sql`update products set currency = 'EUR' where id = ${euros}`);
      const pricing = await priceOf(t, [{ id: euros, quantity: 1 }]);
      expect(pricing.currency).toBe('USD');
      expect(pricing.lines[0]).toMatchObject({ problem: 'unavailable', unitPrice: 0 });
      expect(pricing.purchasable).toBe(false);
    });

    it('adds the tax and shipping configured for the country it ships to, and none elsewhere', async () => {
      const id = await createProduct(t, { code: 'P-TAX', price: 100, stock: 5 });
      await patchSettings(t, {
        taxRates: [{ country: 'AE', rate: 5 }],
        shippingRates: [{ country: 'AE', amount: 7.5 }],
      });
      const items = [{ id, quantity: 2 }];
      expect(await priceOf(t, items, {}, { country: 'AE' })).toMatchObject({
        subtotal: 200,
        tax: 10,
        shipping: 7.5,
        total: 217.5,
      });
      expect(await priceOf(t, items, {}, { country: 'SA' })).toMatchObject({
        tax: 0,
        shipping: 0,
        total: 200,
        atCheckout: { tax: false, shipping: false },
      });
      // The cart, before an address: both are left for checkout, and the answer says so.
      expect(await priceOf(t, items)).toMatchObject({
        tax: 0,
        shipping: 0,
        total: 200,
        atCheckout: { tax: true, shipping: true },
      });
      await patchSettings(t, { shippingRates: [] });
      expect((await priceOf(t, items)).atCheckout).toEqual({ tax: true, shipping: false });
      await patchSettings(t, { taxRates: [] });
      expect((await priceOf(t, items)).atCheckout).toEqual({ tax: false, shipping: false });
    });

    it('answers Kuwaiti dinar amounts with three decimals', async () => {
      await patchSettings(t, { currency: 'KWD', taxRates: [{ country: 'KW', rate: 5 }] });
      const id = await createProduct(t, { code: 'P-KWD', price: 12.345, stock: 5 });
      const pricing = await priceOf(t, [{ id, quantity: 2 }], {}, { country: 'KW' });
      // 24.690 + 5 % (1.2345 → 1.235, half up)
      expect(pricing).toMatchObject({ currency: 'KWD', subtotal: 24.69, tax: 1.235, total: 25.925 });
    });

    it('asks for a signed-in customer for a discount code or a saved address (401), and refuses an unknown code', async () => {
      const id = await createProduct(t, { code: 'P-CODE', price: 10, stock: 5 });
      const items = [{ id, quantity: 1 }];
      const asks: Record<string, string>[] = [
        { code: 'WELCOME10' },
        { addressId: '00000000-0000-4000-8000-000000000001' },
      ];
      for (const extra of asks) {
        const response = await t.app.inject({ method: 'GET', url: pricingUrl(items, extra) });
        expectError(response, 401);
      }
      const unknown = await t.app.inject({
        method: 'GET',
        url: pricingUrl(items, { code: 'NO-SUCH-CODE' }),
        headers: await customerHeaders(t),
      });
      expectError(unknown, 404, serverMessages.discountNotFound);
    });

    it("applies a signed-in customer's code to the lines it covers and names the lines in the request language", async () => {
      const id = await createProduct(t, { code: 'P-WELCOME', price: 33.33, stock: 5 });
      await renameProduct(t, id, 'ar', 'حساس تجريبي');
      const customer = await customerHeaders(t);
      const pricing = await priceOf(
        t,
        [{ id, quantity: 3 }],
        { ...customer, 'accept-language': 'ar' },
        { code: 'WELCOME10' },
      );
      // 10 % of 99.99 = 9.999 → 10.00 (half up).
      expect(pricing).toMatchObject({
        subtotal: 99.99,
        discount: 10,
        total: 89.99,
        discountCode: { code: 'WELCOME10', percentage: 10 },
      });
      expect(pricing.lines[0]).toMatchObject({ name: 'حساس تجريبي', discount: 10, total: 89.99 });
    });

    it('refuses a malformed cart with the SPEC §5 message (400)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/marketplace-customer/orders/pricing?items=nope' });
      expect(expectError(response, 400).fields).toEqual({ items: 'Items is invalid' });
    });
  });

  describe('POST /marketplace-customer/orders', () => {
    it('places an order with the 4242 card: one order with a snapshot of its lines, stock taken once', async () => {
      const id = await createProduct(t, { code: 'P-BUY', price: 49.5, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 2 }];
      const receipt = await priceOf(t, items, customer);
      const order = await placed(await postOrder(t, customer, orderBody(items, receipt, await testAddress())));

      expect(order).toMatchObject({
        status: 'pending',
        customerName: 'Test Buyer',
        currency: 'USD',
        itemsQuantity: 2,
        subtotal: 99,
        giftCard: 0,
        discount: 0,
        discountCode: null,
        shipping: 0,
        tax: 0,
        total: 99,
        paymentDetails: {
          kind: 'card',
          type: 'STRIPE',
          // Which provider took it: the web labels sandbox payments (DESIGN §API).
          driver: 'sandbox',
          brand: 'visa',
          last4: '4242',
          holderName: 'Test Buyer',
          status: 'authorized',
        },
        shippingAddress: { country: 'AE', countryName: 'United Arab Emirates', fullName: 'Test Buyer' },
        history: [{ from: null, to: 'pending', at: expect.any(String) }],
      });
      expect(order.orderId).toMatch(/^\d{6}$/);
      expect(order.items).toEqual([
        expect.objectContaining({ productId: id, name: 'Product P-BUY', code: 'P-BUY', quantity: 2, unitPrice: 49.5 }),
      ]);
      // SPEC §3 estimated delivery: 7 days by default.
      const days = (Date.parse(order.estimatedDelivery ?? '') - Date.parse(order.placedAt)) / 86_400_000;
      expect(days).toBeCloseTo(7);
      expect(await stockOf(id)).toBe(3);
      expect(
        await countRows(t, sql`select count(*)::int as n from payment_transactions where kind = 'authorization'`),
      ).toBe(1);

      // The snapshot does not follow the catalog.
      await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/products/${id}`,
        headers: await adminHeaders(t),
        payload: { price: 60 },
      });
      const read = await t.app.inject({
        method: 'GET',
        url: `/marketplace-customer/orders/${order._id}`,
        headers: customer,
      });
      expect(read.json<{ data: Order }>().data.items[0]?.unitPrice).toBe(49.5);
    });

    it('the same request twice with one idempotency key places one order and answers it both times', async () => {
      const id = await createProduct(t, { code: 'P-TWICE', price: 10, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 1 }];
      const body = orderBody(items, await priceOf(t, items, customer), await testAddress());
      const key = newIdempotencyKey();
      const first = await placed(await postOrder(t, customer, body, key));
      const second = await placed(await postOrder(t, customer, body, key));
      expect(second._id).toBe(first._id);
      expect(await orderCount()).toBe(1);
      expect(await stockOf(id)).toBe(4);

      // The key names that request: another body with it is refused and places nothing.
      const other = await postOrder(t, customer, { ...body, items: [{ id, quantity: 2 }] }, key);
      expectError(other, 409, serverMessages.idempotencyKeyReused);
      expect(await orderCount()).toBe(1);
    });

    it('a declined card (4000…0002) answers 402 with the provider message and leaves stock untouched', async () => {
      const id = await createProduct(t, { code: 'P-DECLINE', price: 10, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 2 }];
      const body = orderBody(items, await priceOf(t, items, customer), await testAddress(), {
        token: testCards.declined,
      });
      const key = newIdempotencyKey();
      expectError(await postOrder(t, customer, body, key), 402, 'Your card was declined.');
      expect(await stockOf(id)).toBe(5);
      expect(await orderCount()).toBe(0);
      // A retry with the same key gets the same answer; a new card with a new key succeeds.
      expectError(await postOrder(t, customer, body, key), 402, 'Your card was declined.');
      const card = { kind: 'card' as const, token: testCards.succeeds, holderName: 'Test Buyer', save: false };
      await placed(await postOrder(t, customer, { ...body, payment: card }));
      expect(await stockOf(id)).toBe(3);
    });

    it('answers 409 with the new receipt when a price changed after the customer saw it', async () => {
      const id = await createProduct(t, { code: 'P-CHANGE', price: 10, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 1 }];
      const body = orderBody(items, await priceOf(t, items, customer), await testAddress());
      await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/products/${id}`,
        headers: await adminHeaders(t),
        payload: { price: 12.5 },
      });
      const response = await postOrder(t, customer, body);
      expectError(response, 409, serverMessages.receiptChanged);
      const details = response.json<ReceiptError>().error.details;
      expect(details?.pricing).toMatchObject({ total: 12.5, lines: [{ productId: id, unitPrice: 12.5 }] });
      expect(await orderCount()).toBe(0);
      expect(await stockOf(id)).toBe(5);
      // With the new receipt it goes through.
      await placed(await postOrder(t, customer, orderBody(items, details?.pricing as Pricing, await testAddress())));
    });

    it("answers 409 'Sorry, We are temporary Out Of Stock.' when the stock ran out after the receipt", async () => {
      const id = await createProduct(t, { code: 'P-RANOUT', price: 10, stock: 1 });
      const first = await customerHeaders(t);
      const second = await customerHeaders(t);
      const items = [{ id, quantity: 1 }];
      const receipt = await priceOf(t, items);
      await placed(await postOrder(t, first, orderBody(items, receipt, await testAddress())));
      expectError(
        await postOrder(t, second, orderBody(items, receipt, await testAddress())),
        409,
        serverMessages.outOfStock,
      );
      expect(await orderCount()).toBe(1);
    });

    it("answers 'Payment is not available now!' when payment is switched off in settings", async () => {
      const id = await createProduct(t, { code: 'P-NOPAY', price: 10, stock: 5 });
      await patchSettings(t, { visibility: { payment: { enabled: false } } });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 1 }];
      const response = await postOrder(t, customer, orderBody(items, await priceOf(t, items), await testAddress()));
      expectError(response, 409, serverMessages.paymentUnavailable);
      expect(await stockOf(id)).toBe(5);
    });

    it('asks the browser to authenticate a 3-D Secure card and places nothing until it is confirmed', async () => {
      const id = await createProduct(t, { code: 'P-3DS', price: 10, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 1 }];
      const body = orderBody(items, await priceOf(t, items), await testAddress(), { token: testCards.requiresAction });
      const response = await postOrder(t, customer, body);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ data: PlaceOrderResult }>().data;
      expect(result).toEqual({
        status: 'requires_action',
        checkoutId: expect.any(String),
        clientSecret: expect.any(String),
      });
      if (result.status !== 'requires_action') return;
      expect(await stockOf(id)).toBe(5);

      const early = await t.app.inject({
        method: 'POST',
        url: `/marketplace-customer/orders/checkouts/${result.checkoutId}/confirm`,
        headers: customer,
      });
      expectError(early, 409, serverMessages.paymentRequiresAction);
      const stranger = await t.app.inject({
        method: 'POST',
        url: `/marketplace-customer/orders/checkouts/${result.checkoutId}/confirm`,
        headers: await customerHeaders(t),
      });
      expectError(stranger, 404);
      expect(await orderCount()).toBe(0);
    });

    async function requireAction(customer: Record<string, string>, productCode: string, stock = 5) {
      const id = await createProduct(t, { code: productCode, price: 10, stock });
      const items = [{ id, quantity: 1 }];
      const body = orderBody(items, await priceOf(t, items), await testAddress(), { token: testCards.requiresAction });
      const response = await postOrder(t, customer, body);
      const result = response.json<{ data: PlaceOrderResult }>().data;
      if (result.status !== 'requires_action') throw new Error(response.body);
      const authenticate = (approve: boolean) =>
        t.app.inject({
          method: 'POST',
          url: `/marketplace-customer/payments/sandbox/${result.clientSecret.replace(/_secret.*$/, '')}/authenticate`,
          payload: { clientSecret: result.clientSecret, approve },
        });
      const confirm = () =>
        t.app.inject({
          method: 'POST',
          url: `/marketplace-customer/orders/checkouts/${result.checkoutId}/confirm`,
          headers: customer,
        });
      return { id, authenticate, confirm };
    }

    it('after 3-D Secure the sandbox webhook and the client confirmation, even at once, place one order', async () => {
      const customer = await customerHeaders(t);
      const first = await requireAction(customer, 'P-3DS-OK');
      const authenticated = await first.authenticate(true);
      expect(authenticated.statusCode, authenticated.body).toBe(200);
      // The webhook placed it; the confirmation finds it.
      expect(await orderCount()).toBe(1);
      const confirmed = await first.confirm();
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<{ data: Order }>().data).toMatchObject({ status: 'pending', total: 10 });
      expect((await first.confirm()).json<{ data: Order }>().data._id).toBe(confirmed.json<{ data: Order }>().data._id);
      expect(await stockOf(first.id)).toBe(4);

      const second = await requireAction(customer, 'P-3DS-RACE');
      const [webhook, ...confirmations] = await Promise.all([
        second.authenticate(true),
        second.confirm(),
        second.confirm(),
      ]);
      expect(webhook.statusCode, webhook.body).toBe(200);
      // A confirmation that ran before the authentication is told to wait; the others answer the order.
      const answered = confirmations.filter((response) => response.statusCode === 200);
      for (const response of confirmations.filter((response) => response.statusCode !== 200))
        expectError(response, 409, serverMessages.paymentRequiresAction);
      const after = await second.confirm();
      expect(after.statusCode, after.body).toBe(200);
      for (const response of answered)
        expect(response.json<{ data: Order }>().data._id).toBe(after.json<{ data: Order }>().data._id);
      expect(await orderCount()).toBe(2);
      expect(await stockOf(second.id)).toBe(4);
      expect(
        await countRows(t, sql`select count(*)::int as n from payment_transactions where kind = 'authorization'`),
      ).toBe(2);
    });

    it('a failed 3-D Secure authentication places nothing and the confirmation shows the decline', async () => {
      const customer = await customerHeaders(t);
      const attempt = await requireAction(customer, 'P-3DS-FAIL');
      expect((await attempt.authenticate(false)).statusCode).toBe(200);
      const confirmed = await attempt.confirm();
      expect(confirmed.statusCode, confirmed.body).toBe(402);
      expect(await orderCount()).toBe(0);
      expect(await stockOf(attempt.id)).toBe(5);
    });

    it('refuses an anonymous caller (401) and a missing idempotency key (400)', async () => {
      const id = await createProduct(t, { code: 'P-ANON', price: 10, stock: 5 });
      const items = [{ id, quantity: 1 }];
      const body = orderBody(items, await priceOf(t, items), await testAddress());
      expectError(await postOrder(t, {}, body), 401);
      const keyless = await t.app.inject({
        method: 'POST',
        url: '/marketplace-customer/orders',
        headers: await customerHeaders(t),
        payload: body,
      });
      expect(expectError(keyless, 400).fields).toEqual({ 'idempotency-key': 'Idempotency-Key is required' });
    });

    it('places an order in Kuwaiti dinars with three-decimal totals', async () => {
      await patchSettings(t, { currency: 'KWD', taxRates: [{ country: 'AE', rate: 5 }] });
      const id = await createProduct(t, { code: 'P-KWD', price: 12.345, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 2 }];
      const receipt = await priceOf(t, items, customer, { country: 'AE' });
      const order = await placed(await postOrder(t, customer, orderBody(items, receipt, await testAddress())));
      expect(order).toMatchObject({ currency: 'KWD', subtotal: 24.69, tax: 1.235, total: 25.925 });
      expect(order.items[0]).toMatchObject({ unitPrice: 12.345, subtotal: 24.69, tax: 1.235, total: 25.925 });
    });

    it("answers each line's subtotal, which the order's subtotal sums before its discount and tax", async () => {
      await patchSettings(t, { taxRates: [{ country: 'AE', rate: 5 }] });
      const sensor = await createProduct(t, { code: 'P-SUM-1', price: 33.33, stock: 5 });
      const gateway = await createProduct(t, { code: 'P-SUM-2', price: 120, stock: 5 });
      const customer = await customerHeaders(t);
      const items = [
        { id: sensor, quantity: 3 },
        { id: gateway, quantity: 1 },
      ];
      const receipt = await priceOf(t, items, customer, { country: 'AE', code: 'WELCOME10' });
      const order = await placed(
        await postOrder(t, customer, orderBody(items, receipt, await testAddress(), { code: 'WELCOME10' })),
      );
      const cents = (value: number) => Math.round(value * 100);
      const sum = (pick: (line: Order['items'][number]) => number) =>
        order.items.reduce((total, line) => total + cents(pick(line)), 0);
      expect(order.items.map((line) => line.subtotal)).toEqual([99.99, 120]);
      expect(order.discount).toBeGreaterThan(0);
      expect(sum((line) => line.subtotal)).toBe(cents(order.subtotal));
      expect(sum((line) => line.discount)).toBe(cents(order.discount));
      expect(sum((line) => line.total)).toBe(cents(order.subtotal - order.discount + order.tax));
      expect(cents(order.subtotal) - cents(order.discount) + cents(order.tax) + cents(order.shipping)).toBe(
        cents(order.total) + cents(order.giftCard),
      );
    });
  });

  describe('saved addresses and payment methods (the address book and /payment-methods)', () => {
    async function savedAddressOf(session: CustomerSession): Promise<string> {
      const response = await t.app.inject({
        method: 'GET',
        url: '/marketplace-customer/addresses',
        headers: session.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const [address] = response.json<{ data: { _id: string }[] }>().data;
      if (!address) throw new Error('the demo company has no saved address');
      return address._id;
    }

    async function addMethod(session: CustomerSession, body: object): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/marketplace-customer/payment-methods',
        headers: session.headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { _id: string } }>().data._id;
    }

    it("prices and ships to the customer's own saved address; another customer's address is 404", async () => {
      await patchSettings(t, { taxRates: [{ country: 'AE', rate: 5 }] });
      const id = await createProduct(t, { code: 'P-SAVED-ADDR', price: 100, stock: 5 });
      const company = await signInDemoCompany(t);
      const addressId = await savedAddressOf(company);
      const items = [{ id, quantity: 1 }];
      const receipt = await priceOf(t, items, company.headers, { addressId });
      expect(receipt).toMatchObject({ tax: 5, total: 105 });

      const stranger = await customerHeaders(t);
      const foreign = await t.app.inject({ method: 'GET', url: pricingUrl(items, { addressId }), headers: stranger });
      expectError(foreign, 404);

      const { address: _new, ...withSaved } = { ...orderBody(items, receipt, await testAddress()), addressId };
      const order = await placed(await postOrder(t, company.headers, withSaved));
      expect(order.shippingAddress).toMatchObject({ country: 'AE', cityName: expect.any(String) });
      expect(order.total).toBe(105);
      expectError(await postOrder(t, stranger, withSaved), 404);
      expect(await orderCount()).toBe(1);
    });

    it('saves the new address to the book when asked', async () => {
      const id = await createProduct(t, { code: 'P-SAVE-ADDR', price: 10, stock: 5 });
      const company = await signInDemoCompany(t);
      const items = [{ id, quantity: 1 }];
      const address = { ...(await testAddress()), address: 'Warehouse 7, Example Street' };
      const body = { ...orderBody(items, await priceOf(t, items), address), saveAddress: true };
      await placed(await postOrder(t, company.headers, body));
      const book = await t.app.inject({
        method: 'GET',
        url: '/marketplace-customer/addresses',
        headers: company.headers,
      });
      expect(book.json<{ data: { address: string }[] }>().data.map((row) => row.address)).toContain(
        'Warehouse 7, Example Street',
      );
    });

    it('pays with a saved card, saves a new card when asked, and places a bank-transfer order awaiting the transfer', async () => {
      const id = await createProduct(t, { code: 'P-SAVED-PAY', price: 10, stock: 10 });
      const company = await signInDemoCompany(t);
      const items = [{ id, quantity: 1 }];
      const receipt = await priceOf(t, items);
      const base = orderBody(items, receipt, await testAddress());

      const cardId = await addMethod(company, { kind: 'card', token: testCards.succeeds, holderName: 'Saved Holder' });
      const bySaved = await placed(
        await postOrder(t, company.headers, { ...base, payment: { kind: 'saved', paymentMethodId: cardId } }),
      );
      expect(bySaved.paymentDetails).toMatchObject({
        kind: 'card',
        last4: '4242',
        holderName: 'Saved Holder',
        status: 'authorized',
      });

      const mastercard = sandboxToken('5555555555554444', 11, 2031) ?? '';
      const saving = await placed(
        await postOrder(t, company.headers, {
          ...base,
          payment: { kind: 'card', token: mastercard, holderName: 'New Holder', save: true },
        }),
      );
      expect(saving.paymentDetails).toMatchObject({ kind: 'card', brand: 'mastercard', last4: '4444' });
      const methods = await t.app.inject({
        method: 'GET',
        url: '/marketplace-customer/payment-methods',
        headers: company.headers,
      });
      expect(methods.json<{ data: { kind: string; last4?: string }[] }>().data).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'card', last4: '4444' })]),
      );

      const bankId = await addMethod(company, {
        kind: 'bank-account',
        accountName: 'Example Trading LLC',
        iban: 'AE07 0331 2345 6789 0123 456',
        swift: 'BOMLAEAD',
      });
      const byTransfer = await placed(
        await postOrder(t, company.headers, { ...base, payment: { kind: 'saved', paymentMethodId: bankId } }),
      );
      expect(byTransfer.paymentDetails).toMatchObject({
        kind: 'bank-account',
        last4: '3456',
        holderName: 'Example Trading LLC',
        status: 'awaiting_transfer',
      });
      expect(
        await countRows(t, sql`select count(*)::int as n from payment_transactions where order_id = ${byTransfer._id}`),
      ).toBe(0);
      expect(await stockOf(id)).toBe(7);

      // Another customer cannot pay with them.
      const stranger = await customerHeaders(t);
      expectError(await postOrder(t, stranger, { ...base, payment: { kind: 'saved', paymentMethodId: cardId } }), 404);
    });
  });

  describe('GET /marketplace-customer/orders and /orders/{id}', () => {
    async function placeFor(customer: Record<string, string>, code: string) {
      const id = await createProduct(t, { code, price: 10, stock: 5 });
      const items = [{ id, quantity: 1 }];
      return placed(await postOrder(t, customer, orderBody(items, await priceOf(t, items), await testAddress())));
    }

    it("lists only the customer's own orders, newest first, with current and past filters", async () => {
      const customer = await customerHeaders(t);
      const other = await customerHeaders(t);
      const older = await placeFor(customer, 'P-LIST-1');
      t.clock.advance(60_000);
      const newer = await placeFor(customer, 'P-LIST-2');
      await placeFor(other, 'P-LIST-3');
      await t.database.db.execute(sql`update orders set status = 'delivered' where id = ${older._id}`);

      const list = async (query = '') => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/orders${query}`,
          headers: customer,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: OrderSummary[]; meta: { total: number } }>();
      };
      const all = await list();
      expect(all.data.map((order) => order._id)).toEqual([newer._id, older._id]);
      expect(all.meta.total).toBe(2);
      expect(all.data[0]).toEqual({
        _id: newer._id,
        orderId: newer.orderId,
        status: 'pending',
        placedAt: newer.placedAt,
        estimatedDelivery: newer.estimatedDelivery,
        currency: 'USD',
        itemsQuantity: 1,
        total: 10,
      });
      expect((await list('?filter=current')).data.map((order) => order._id)).toEqual([newer._id]);
      expect((await list('?filter=past')).data.map((order) => order._id)).toEqual([older._id]);
      expect((await list('?limit=1&page=2')).data.map((order) => order._id)).toEqual([older._id]);
    });

    it("answers 404 for another customer's order, and tenant users see their own", async () => {
      const owner = await customerHeaders(t);
      const order = await placeFor(owner, 'P-MINE');
      const own = await t.app.inject({
        method: 'GET',
        url: `/marketplace-customer/orders/${order._id}`,
        headers: owner,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<{ data: Order }>().data).toEqual(order);

      for (const headers of [await customerHeaders(t), await customerHeaders(t, 'tenant')]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/orders/${order._id}`,
          headers,
        });
        expectError(response, 404);
      }
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/marketplace-customer/orders/00000000-0000-4000-8000-000000000777',
        headers: owner,
      });
      expectError(unknown, 404);

      const tenantUser = await customerHeaders(t, 'tenant');
      const tenantOrder = await placeFor(tenantUser, 'P-TENANT');
      const mine = await t.app.inject({ method: 'GET', url: '/marketplace-customer/orders', headers: tenantUser });
      expect(mine.json<{ data: OrderSummary[] }>().data.map((row) => row._id)).toEqual([tenantOrder._id]);
    });

    it("keeps each line's name in every language the product had, shown in the reader's, whatever the catalog does next", async () => {
      const id = await createProduct(t, { code: 'P-BILINGUAL', price: 10, stock: 5 });
      const admin = await adminHeaders(t);
      await renameProduct(t, id, 'ar', 'حساس ثنائي اللغة');
      const customer = await customerHeaders(t);
      const items = [{ id, quantity: 1 }];
      const arabic = { ...customer, 'accept-language': 'ar' };
      const order = await placed(
        await postOrder(t, arabic, orderBody(items, await priceOf(t, items, arabic), await testAddress())),
      );
      expect(order.items[0]?.name).toBe('حساس ثنائي اللغة');
      // The catalog moves on; the order keeps the names it was placed with.
      await renameProduct(t, id, 'en', 'Renamed later');
      await renameProduct(t, id, 'ar', 'اسم لاحق');
      const nameIn = async (url: string, headers: Record<string, string>, language: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'accept-language': language },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: Order }>().data.items[0]?.name;
      };
      for (const [url, headers] of [
        [`/marketplace-customer/orders/${order._id}`, customer],
        [`/marketplace/orders/${order._id}`, admin],
      ] as const) {
        expect(await nameIn(url, headers, 'en'), url).toBe('Product P-BILINGUAL');
        expect(await nameIn(url, headers, 'ar'), url).toBe('حساس ثنائي اللغة');
      }
    });

    it('reads a line written before names were kept per language by its one name, in every language', async () => {
      const customer = await customerHeaders(t);
      const order = await placeFor(customer, 'P-OLD-LINE');
      await t.database.db.execute(
        sql`update order_lines set texts = '{}'::jsonb, name = 'Old name' where order_id = ${order._id}`,
      );
      for (const language of ['en', 'ar']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/orders/${order._id}`,
          headers: { ...customer, 'accept-language': language },
        });
        expect(response.json<{ data: Order }>().data.items[0]?.name).toBe('Old name');
      }
    });

    it('refuses an anonymous caller with 401', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/marketplace-customer/orders' }), 401);
    });
  });

  it('documents every order route in /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/marketplace-customer/orders/pricing',
        '/marketplace-customer/orders',
        '/marketplace-customer/orders/{id}',
        '/marketplace-customer/orders/checkouts/{id}/confirm',
      ]),
    );
  });
});
