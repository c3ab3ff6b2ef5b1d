import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AddressBody } from '@iot/shared/addresses';
import { cartLinesToQuery, type CartItem, type Pricing } from '@iot/shared/cart';
import type { Order, PlaceOrderBody, PlaceOrderResult } from '@iot/shared/orders';
import { sandboxToken } from '@iot/shared/sandbox-cards';
import { listCities } from '../modules/locations/location-data.ts';
import { bearer } from './auth-helpers.ts';
import { demoAccounts, postIntegrationProduct, testImageUrl, type TestApp } from './test-app.ts';

/** Stripe's test cards as the sandbox's browser element tokenises them (never the number itself). */
export const testCards = {
  succeeds: sandboxToken('4242424242424242', 12, 2030) ?? '',
  declined: sandboxToken('4000000000000002', 12, 2030) ?? '',
  requiresAction: sandboxToken('4000002500003155', 12, 2030) ?? '',
};

export async function adminHeaders(t: TestApp): Promise<Record<string, string>> {
  return bearer(await t.adminToken());
}

/** The seeded demo administrator's headers, for answers that name who did something ('Demo Admin'). */
export async function demoAdminHeaders(t: TestApp): Promise<Record<string, string>> {
  const { rows } = (await t.database.db.execute(
    sql`select id from admins where email = ${demoAccounts.admin.email}`,
  )) as unknown as { rows: { id: string }[] };
  return bearer(await t.adminToken({ sub: rows[0]?.id ?? '' }));
}

/** A product with the given price (major units of the settings currency) and stock; answers its id. */
export async function createProduct(t: TestApp, product: { code: string; price: number; stock: number }) {
  const response = await postIntegrationProduct(t, await adminHeaders(t), product);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

/** A subscription product (what licenses are of) with the given code and period; answers its id. */
export async function createSubscription(t: TestApp, code: string, period = 'yearly'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/marketplace/products',
    headers: await adminHeaders(t),
    payload: {
      name: `Platform ${code}`,
      code,
      price: 120,
      type: 'subscription',
      subscriptionType: 'platform',
      subscriptionPeriod: period,
      images: [testImageUrl(1)],
      stock: 100,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

/** Names a product in one language, as the back office's translation editor does (SPEC §7 translations). */
export async function renameProduct(t: TestApp, id: string, language: string, name: string): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/marketplace/products/${id}`,
    headers: { ...(await adminHeaders(t)), 'accept-language': language },
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function patchSettings(t: TestApp, patch: object): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/marketplace/settings',
    headers: await adminHeaders(t),
    payload: patch,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A signed-in customer's headers: a root user (company) by default, or a tenant user. */
export async function customerHeaders(t: TestApp, kind: 'root' | 'tenant' = 'root', sub: string = randomUUID()) {
  return bearer(
    await t.customerToken({
      sub,
      kind,
      ...(kind === 'tenant' ? { tenantId: '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01' } : {}),
    }),
  );
}

/** A new address in the United Arab Emirates, with a real city id from the metadata endpoints. */
export async function testAddress(country = 'AE'): Promise<AddressBody> {
  const [city] = await listCities(country, 'en');
  return {
    country,
    city: city?.id ?? '',
    address: 'Office 12, Example Tower',
    fullName: 'Test Buyer',
    phoneNumber: '+971 50 123 4567',
  };
}

export function pricingUrl(items: CartItem[], extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ items: cartLinesToQuery(items), ...extra });
  return `/marketplace-customer/orders/pricing?${query.toString()}`;
}

export async function priceOf(
  t: TestApp,
  items: CartItem[],
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
): Promise<Pricing> {
  const response = await t.app.inject({ method: 'GET', url: pricingUrl(items, extra), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Pricing }>().data;
}

/** What the checkout sends: the cart, a new address, a card token and the receipt it showed. */
export function orderBody(
  items: CartItem[],
  receipt: Pricing,
  address: AddressBody,
  options: { token?: string; code?: string } = {},
): PlaceOrderBody {
  return {
    items,
    ...(options.code ? { code: options.code } : {}),
    address,
    saveAddress: false,
    payment: { kind: 'card', token: options.token ?? testCards.succeeds, holderName: 'Test Buyer', save: false },
    receipt: {
      currency: receipt.currency,
      total: receipt.total,
      lines: receipt.lines.map((line) => ({ productId: line.productId, unitPrice: line.unitPrice })),
    },
  };
}

export function newIdempotencyKey(): string {
  return `key_${randomUUID().replaceAll('-', '')}`;
}

export function postOrder(
  t: TestApp,
  headers: Record<string, string>,
  body: PlaceOrderBody,
  key: string = newIdempotencyKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/marketplace-customer/orders',
    headers: { ...headers, 'idempotency-key': key },
    payload: body,
  });
}

/** A single number from a raw count query (both drivers answer { rows }). */
export async function countRows(t: TestApp, statement: SQL): Promise<number> {
  const { rows } = (await t.database.db.execute(statement)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}

/** A placed order (paid by the sandbox's succeeding card unless another token is given), as the customer sees it. */
export async function placeTestOrder(
  t: TestApp,
  headers: Record<string, string>,
  items: CartItem[],
  options: { code?: string; fullName?: string; token?: string } = {},
): Promise<Order> {
  const extra: Record<string, string> = options.code ? { code: options.code } : {};
  const payment = options.token ? { token: options.token } : {};
  const receipt = await priceOf(t, items, headers, extra);
  const address = { ...(await testAddress()), ...(options.fullName ? { fullName: options.fullName } : {}) };
  const response = await postOrder(t, headers, orderBody(items, receipt, address, { ...extra, ...payment }));
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<{ data: PlaceOrderResult }>().data;
  if (result.status !== 'placed') throw new Error(`expected a placed order, got ${result.status}`);
  return result.order;
}
