import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Pricing } from '@iot/shared/cart';
import type {
  CurrencyChange,
  CurrencyConversionPreview,
  CurrencyConversionResponse,
} from '@iot/shared/currency-conversion';
import type { Order } from '@iot/shared/orders';
import type { SettingsRecord } from '@iot/shared/settings';
import { listStorefrontProducts } from '../test/storefront-helpers.ts';
import {
  countRows,
  createProduct,
  customerHeaders,
  demoAdminHeaders,
  orderBody,
  patchSettings,
  postOrder,
  priceOf,
  testAddress,
} from '../test/order-helpers.ts';
import { databaseTargets, useTestApp } from '../test/test-app.ts';

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; details?: { refusals?: unknown[] } };
};

const conversionUrl = '/marketplace/settings/currency-conversion';

/** DESIGN §Data: changing the store's currency converts every amount in one transaction, or is refused. */
describe.each(databaseTargets())('changing the store currency on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await demoAdminHeaders(t);
  });

  const preview = (currency: string, rate: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${conversionUrl}?currency=${currency}&rate=${rate}`,
      headers: { ...admin, ...headers },
    });
  const convert = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: conversionUrl, headers: { ...admin, ...headers }, payload: body });
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/marketplace-customer/settings' })).json<{ data: SettingsRecord }>()
      .data;
  const shop = async () => (await listStorefrontProducts(t.app, 'limit=48')).data;
  const priceOfCode = async (code: string) => (await shop()).find((product) => product.code === code);
  /** An order shipped to the United Arab Emirates, paid as the receipt the customer saw says. */
  const placeOrder = async (headers: Record<string, string>, items: { id: string; quantity: number }[]) => {
    const receipt = await priceOf(t, items, headers, { country: 'AE' });
    const response = await postOrder(t, headers, orderBody(items, receipt, await testAddress('AE')));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { order: Order } }>().data.order;
  };
  const changes = async () =>
    (await t.app.inject({ method: 'GET', url: '/marketplace/settings/currency-changes', headers: admin })).json<{
      data: CurrencyChange[];
    }>().data;

  it('shows what converts, then converts prices and shipping in one step the storefront and the cart follow', async () => {
    const tracker = await createProduct(t, { code: 'TRK-1', price: 29.99, stock: 10 });
    await createProduct(t, { code: 'GW-1', price: 15490, stock: 5 });
    await patchSettings(t, { shippingRates: [{ country: 'AE', amount: 12.5 }] });
    const customer = await customerHeaders(t);
    const before: Order = await placeOrder(customer, [{ id: tracker, quantity: 1 }]);
    expect(before.currency).toBe('USD');

    const shown = await preview('AED', 3.6725);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<{ data: CurrencyConversionPreview }>().data).toEqual({
      from: 'USD',
      to: 'AED',
      rate: 3.6725,
      products: {
        count: 2,
        examples: [
          // 15490 × 3.6725 = 56887.025 → 56887.03; 29.99 × 3.6725 = 110.138275 → 110.14 (half away from zero)
          { _id: expect.any(String), code: 'GW-1', name: 'Product GW-1', from: 15490, to: 56887.03 },
          { _id: tracker, code: 'TRK-1', name: 'Product TRK-1', from: 29.99, to: 110.14 },
        ],
      },
      // 12.5 × 3.6725 = 45.90625 → 45.91
      shippingRates: { count: 1, examples: [{ country: 'AE', from: 12.5, to: 45.91 }] },
      refusals: [],
    });
    // A preview writes nothing.
    expect((await settings()).currency).toBe('USD');
    expect(await priceOfCode('TRK-1')).toMatchObject({ price: 29.99, currency: 'USD' });

    const response = await convert({ from: 'USD', currency: 'AED', rate: 3.6725 });
    expect(response.statusCode, response.body).toBe(200);
    const { settings: saved, change } = response.json<{ data: CurrencyConversionResponse }>().data;
    expect(saved).toMatchObject({ currency: 'AED', shippingRates: [{ country: 'AE', amount: 45.91 }] });
    expect(change).toMatchObject({
      from: 'USD',
      to: 'AED',
      rate: 3.6725,
      productsConverted: 2,
      shippingRatesConverted: 1,
    });

    // The storefront shows, and the cart charges, the new currency; a cart held from before reprices.
    expect(await settings()).toMatchObject({ currency: 'AED', shippingRates: [{ country: 'AE', amount: 45.91 }] });
    expect(await priceOfCode('TRK-1')).toMatchObject({ price: 110.14, currency: 'AED' });
    expect(await priceOfCode('GW-1')).toMatchObject({ price: 56887.03, currency: 'AED' });
    const cart: Pricing = await priceOf(t, [{ id: tracker, quantity: 2 }], customer, { country: 'AE' });
    expect(cart).toMatchObject({
      currency: 'AED',
      subtotal: 220.28,
      shipping: 45.91,
      total: 266.19,
      purchasable: true,
    });
    expect(cart.lines[0]).toMatchObject({ unitPrice: 110.14, problem: null });
    const after = await placeOrder(customer, [{ id: tracker, quantity: 1 }]);
    expect(after).toMatchObject({ currency: 'AED', subtotal: 110.14 });

    // The order placed before keeps its snapshot; the change is recorded with who made it.
    const kept = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/orders/${before._id}`,
      headers: customer,
    });
    expect(kept.json<{ data: Order }>().data).toMatchObject({ currency: 'USD', total: before.total });
    const adminId = (await t.database.db.execute(sql`select id from admins limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    expect(await changes()).toEqual([{ ...change, adminId: adminId.rows[0]?.id, createdAt: expect.any(String) }]);
  });

  it('rounds by the new currency’s own decimals: dollars to yen to dinars', async () => {
    await createProduct(t, { code: 'P-1', price: 129.99, stock: 1 });
    await createProduct(t, { code: 'P-2', price: 0.01, stock: 1 });
    await patchSettings(t, { shippingRates: [{ country: 'KW', amount: 7.5 }] });

    expect((await convert({ from: 'USD', currency: 'JPY', rate: 151.5 })).statusCode).toBe(200);
    // 129.99 × 151.5 = 19693.485 → 19693 yen; 0.01 × 151.5 = 1.515 → 2 yen; 7.5 × 151.5 = 1136.25 → 1136
    expect(await priceOfCode('P-1')).toMatchObject({ price: 19693, currency: 'JPY' });
    expect(await priceOfCode('P-2')).toMatchObject({ price: 2, currency: 'JPY' });
    expect((await settings()).shippingRates).toEqual([{ country: 'KW', amount: 1136 }]);

    expect((await convert({ from: 'JPY', currency: 'KWD', rate: 0.00203 })).statusCode).toBe(200);
    // 19693 × 0.00203 = 39.97679 → 39.977 dinars; 2 × 0.00203 = 0.00406 → 0.004; 1136 × 0.00203 = 2.30608 → 2.306
    expect(await priceOfCode('P-1')).toMatchObject({ price: 39.977, currency: 'KWD' });
    expect(await priceOfCode('P-2')).toMatchObject({ price: 0.004, currency: 'KWD' });
    expect((await settings()).shippingRates).toEqual([{ country: 'KW', amount: 2.306 }]);
    expect((await changes()).map((change) => [change.from, change.to, change.rate])).toEqual([
      ['JPY', 'KWD', 0.00203],
      ['USD', 'JPY', 151.5],
    ]);
  });

  it('refuses a plain settings PATCH of the currency while anything is priced in it, in both languages', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/marketplace/settings',
          headers: admin,
          payload: { currency: 'EUR' },
        })
      ).statusCode,
    ).toBe(200);
    await patchSettings(t, { currency: 'USD' }); // nothing priced yet: a new shop picks its currency freely
    await createProduct(t, { code: 'P-1', price: 10, stock: 1 });
    await patchSettings(t, { shippingRates: [{ country: 'AE', amount: 5 }] });

    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: admin,
      payload: { currency: 'AED' },
    });
    expect(refused.statusCode).toBe(409);
    const text = '1 products and 1 shipping rates are priced in USD; change the currency with a conversion rate';
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'CONFLICT',
      message: text,
      fields: { currency: text },
    });
    const arabic = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { currency: 'AED' },
    });
    expect(arabic.json<ErrorBody>().error.message).toBe(
      'هناك ١ من المنتجات و١ من أسعار الشحن بعملة USD؛ غيّر العملة بسعر تحويل',
    );
    expect(await settings()).toMatchObject({ currency: 'USD', shippingRates: [{ country: 'AE', amount: 5 }] });
    expect(await priceOfCode('P-1')).toMatchObject({ price: 10, currency: 'USD' });
  });

  it('refuses a conversion that would strand or distort a price, naming it, and changes nothing', async () => {
    await createProduct(t, { code: 'CHEAP-1', price: 0.01, stock: 1 });
    await createProduct(t, { code: 'GW-BIG', price: 15490, stock: 1 });
    await createProduct(t, { code: 'EURO-1', price: 20, stock: 1 });
    // A price left in a third currency (written before conversions existed, or by hand).
    await t.database.db.execute(sql`update products set currency = 'EUR' where code = 'EURO-1'`);

    // 15490 × 16000 IDR is above the highest price; 0.01 × 0.003 KWD rounds to 0; EUR is neither currency.
    const tooHigh = await preview('IDR', 16000);
    expect(tooHigh.json<{ data: CurrencyConversionPreview }>().data.refusals).toEqual([
      {
        reason: 'other-currency',
        subject: 'products',
        count: 1,
        items: ['EURO-1'],
        message: '1 products are priced in EUR, which this conversion does not change: EURO-1',
      },
      {
        reason: 'above-maximum',
        subject: 'products',
        count: 1,
        items: ['GW-BIG'],
        message: '1 products would cost more than 1,000,000 IDR: GW-BIG',
      },
    ]);
    const toZero = await convert({ from: 'USD', currency: 'KWD', rate: 0.003 }, { 'accept-language': 'ar' });
    expect(toZero.statusCode).toBe(409);
    expect(toZero.json<ErrorBody>().error.message).toBe(
      'هناك ١ من المنتجات بعملة EUR التي لا يغيّرها هذا التحويل: EURO-1',
    );
    expect(toZero.json<ErrorBody>().error.details?.refusals).toContainEqual(
      expect.objectContaining({ reason: 'rounds-to-zero', items: ['CHEAP-1'] }),
    );

    expect((await settings()).currency).toBe('USD');
    expect(await priceOfCode('GW-BIG')).toMatchObject({ price: 15490, currency: 'USD' });
    expect(await changes()).toEqual([]);
  });

  it('refuses the same currency, a stale one and a bad rate', async () => {
    expect((await preview('USD', 1)).json<ErrorBody>().error.fields).toEqual({
      currency: 'The store already uses this currency',
    });
    const stale = await convert({ from: 'EUR', currency: 'AED', rate: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.message).toBe(
      'The store currency was changed by someone else. Please refresh your data.',
    );
    for (const rate of [0, -2, 1.12345678901, 2_000_000]) {
      const bad = await convert({ from: 'USD', currency: 'AED', rate });
      expect(bad.statusCode, String(rate)).toBe(400);
      expect(bad.json<ErrorBody>().error.fields?.rate).toMatch(/^Conversion rate (is invalid|Must Be Less)/);
    }
    expect((await preview('AED', '')).json<ErrorBody>().error.fields).toEqual({ rate: 'Conversion rate is required' });
    expect((await settings()).currency).toBe('USD');
  });

  it('converts in one transaction: a failure at the last step leaves every price in the old currency', async () => {
    await createProduct(t, { code: 'P-1', price: 10, stock: 1 });
    await patchSettings(t, { shippingRates: [{ country: 'AE', amount: 5 }] });
    // The record is written last; make it fail after the prices and the settings were updated.
    await t.database.db.execute(
      sql.raw(`create function refuse_currency_change() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_currency_change before insert on currency_changes
        for each row execute function refuse_currency_change()`),
    );
    try {
      expect((await convert({ from: 'USD', currency: 'AED', rate: 3.6725 })).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_currency_change on currency_changes'));
      await t.database.db.execute(sql.raw('drop function refuse_currency_change()'));
    }
    expect(await settings()).toMatchObject({ currency: 'USD', shippingRates: [{ country: 'AE', amount: 5 }] });
    expect(await priceOfCode('P-1')).toMatchObject({ price: 10, currency: 'USD' });
  });

  it('of two conversions at once one wins and the other is refused; a price written meanwhile lands in the new currency', async () => {
    const id = await createProduct(t, { code: 'P-1', price: 10, stock: 1 });
    const [toDirham, toEuro, repriced] = await Promise.all([
      convert({ from: 'USD', currency: 'AED', rate: 4 }),
      convert({ from: 'USD', currency: 'EUR', rate: 0.5 }),
      t.app.inject({ method: 'PATCH', url: `/marketplace/products/${id}`, headers: admin, payload: { price: 12 } }),
    ]);
    expect([toDirham.statusCode, toEuro.statusCode].sort()).toEqual([200, 409]);
    expect(repriced.statusCode, repriced.body).toBe(200);
    const { currency } = await settings();
    expect(['AED', 'EUR']).toContain(currency);
    // Converted once, never twice, and never left behind in dollars.
    expect(await countRows(t, sql`select count(*) as n from products where currency <> ${currency}`)).toBe(0);
    expect(await changes()).toHaveLength(1);
  });
});
