import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@iot/shared/dashboard';
import type { Product } from '@iot/shared/products';
import { adminHeaders, createProduct, customerHeaders, priceOf } from '../../test/order-helpers.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app.ts';

// SPEC §6: watad has no back-office stock, so nobody can set a level there; none may limit a sale.
describe.each(databaseTargets())('a brand that keeps no stock (watad) on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(target, { configure: (config) => ({ ...config, brand: 'watad' }) });
    admin = await adminHeaders(t);
    // An initial stock sent anyway gives no level: the product is not limited by it.
    productId = await createProduct(t, { code: 'NO-STOCK-1', price: 25, stock: 0 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows no stock in the back office, and its inventory screens answer Not Found', async () => {
    const product = await t.app.inject({ method: 'GET', url: `/marketplace/products/${productId}`, headers: admin });
    expect(product.json<{ data: Product }>().data).toMatchObject({ stock: null, inStock: true });
    for (const url of [
      `/marketplace/inventory/${productId}`,
      '/marketplace/inventory',
      '/marketplace/inventory/export',
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(404);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/marketplace/dashboard?from=2026-01-01T00:00:00.000Z&to=2026-12-31T23:59:59.999Z`,
      headers: admin,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<{ data: Dashboard }>().data.lowStock).toEqual([]);
  });

  it('sells any quantity: the shop shows it in stock, answers every quantity available and prices it', async () => {
    const shown = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${productId}` });
    expect(shown.json<{ data: Product }>().data).toMatchObject({ stock: null, inStock: true });
    const check = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/products/${productId}/availability?quantity=500`,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<{ data: unknown }>().data).toEqual({ available: true, inStock: true });
    const pricing = await priceOf(t, [{ id: productId, quantity: 500 }], await customerHeaders(t));
    expect(pricing.purchasable).toBe(true);
    expect(pricing.lines[0]).toMatchObject({ problem: null, subtotal: 12_500 });
  });
});
