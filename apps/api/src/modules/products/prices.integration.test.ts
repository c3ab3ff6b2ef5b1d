import { beforeEach, describe, expect, it } from 'vitest';
import type { Product, ProductCard } from '@iot/shared/products';
import { listStorefrontProducts } from '../../test/storefront-helpers.ts';
import { databaseTargets, postIntegrationProduct, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Prices by the settings currency's own decimals (DESIGN §Data: JPY 0, USD 2, KWD 3). */
describe.each(databaseTargets())('prices in the settings currency on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
  });

  const setCurrency = (currency: string) =>
    t.app.inject({ method: 'PATCH', url: '/marketplace/settings', headers: admin, payload: { currency } });
  const createPriced = (code: string, price: number) => postIntegrationProduct(t, admin, { code, price });
  const shop = async (query = '') => (await listStorefrontProducts(t.app, `limit=48${query}`)).data;
  const priceRange = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace-customer/products/price-range' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { min: number | null; max: number | null; currency: string } }>().data;
  };

  it('refuses a currency that is not an ISO 4217 code with a SPEC §5 message', async () => {
    const response = await setCurrency('ABC');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({ currency: 'Currency is invalid' });
    expect((await setCurrency('KWD')).statusCode).toBe(200);
  });

  it('keeps three decimals for Kuwaiti dinars, in the catalog, its filters and its price range', async () => {
    expect((await setCurrency('KWD')).statusCode).toBe(200);
    const created = await createPriced('KWD-1', 12.345);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ data: Product }>().data).toMatchObject({ price: 12.345, currency: 'KWD' });
    expect((await createPriced('KWD-2', 0.5)).statusCode).toBe(201);

    const tooFine = await createPriced('KWD-3', 1.2345);
    expect(tooFine.statusCode).toBe(400);
    expect(tooFine.json<ErrorBody>().error.fields).toEqual({ price: 'Price is invalid' });

    const listed = await shop();
    expect(listed.find((product) => product.code === 'KWD-1')).toMatchObject({ price: 12.345, currency: 'KWD' });
    expect(listed.find((product) => product.code === 'KWD-2')).toMatchObject({ price: 0.5, currency: 'KWD' });
    expect((await shop('&minPrice=12.345')).map((product) => product.code)).toEqual(['KWD-1']);
    expect((await shop('&minPrice=12.3451')).map((product) => product.code)).toEqual([]);
    expect((await shop('&maxPrice=12.3449')).map((product) => product.code)).toEqual(['KWD-2']);
    expect(await priceRange()).toEqual({ min: 0.5, max: 12.345, currency: 'KWD' });
  });

  it('keeps yen whole and refuses fractions of a yen', async () => {
    expect((await setCurrency('JPY')).statusCode).toBe(200);
    const created = await createPriced('JPY-1', 15490);
    expect(created.statusCode, created.body).toBe(201);
    expect((await createPriced('JPY-2', 100.5)).statusCode).toBe(400);
    const [product] = await shop();
    expect(product).toMatchObject({ code: 'JPY-1', price: 15490, currency: 'JPY' });
    expect(await priceRange()).toEqual({ min: 15490, max: 15490, currency: 'JPY' });
  });

  it('moves stored prices to a new currency only by a conversion, read by that currency’s decimals', async () => {
    expect((await createPriced('USD-1', 129.99)).statusCode).toBe(201);
    // DESIGN §Data: a plain change would strand the dollar price; it is refused.
    expect((await setCurrency('KWD')).statusCode).toBe(409);
    const converted = await t.app.inject({
      method: 'POST',
      url: '/marketplace/settings/currency-conversion',
      headers: admin,
      payload: { from: 'USD', currency: 'KWD', rate: 0.307 },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    // 129.99 × 0.307 = 39.90693 → 39.907 KWD: not 12.999 KWD (the same minor units read with three decimals).
    expect((await shop()).find((product) => product.code === 'USD-1')).toMatchObject({
      price: 39.907,
      currency: 'KWD',
    });
    expect(await priceRange()).toEqual({ min: 39.907, max: 39.907, currency: 'KWD' });

    const product = (await shop())[0] as ProductCard;
    const repriced = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${product._id}`,
      headers: admin,
      payload: { price: 39.5 },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json<{ data: Product }>().data).toMatchObject({ price: 39.5, currency: 'KWD' });
  });
});
