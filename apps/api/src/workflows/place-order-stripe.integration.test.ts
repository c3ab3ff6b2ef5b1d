import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Order, PlaceOrderResult } from '@iot/shared/orders';
import { expectError } from '../test/auth-helpers.ts';
import { fakeStripeKeys, useFakeStripeApp } from '../test/fake-stripe.ts';
import {
  countRows,
  createProduct,
  customerHeaders,
  orderBody,
  postOrder,
  priceOf,
  testAddress,
} from '../test/order-helpers.ts';
import { databaseTargets } from '../test/test-app.ts';

/**
 * DESIGN §API payments, on the Stripe path: the real SDK against a local fake of Stripe's
 * endpoints, and webhooks signed with the SDK's own test helper. The client's confirmation after
 * 3-D Secure and Stripe's webhook finish the checkout through one idempotent step: however they
 * interleave, and however often Stripe replays its event, there is one order and one authorisation.
 */

function capturableEvent(paymentIntentId: string, checkoutId: string, eventId = `evt_${randomUUID()}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: 'payment_intent.amount_capturable_updated',
    data: { object: { id: paymentIntentId, object: 'payment_intent', metadata: { checkoutId } } },
  });
}

describe.each(databaseTargets())('orders paid through Stripe on $name', (target) => {
  const { t, fake } = useFakeStripeApp(target);

  const stockOf = (productId: string) =>
    countRows(t, sql`select level as n from inventory_levels where product_id = ${productId}`);
  const ordersOf = (productId: string) =>
    countRows(t, sql`select count(*)::int as n from order_lines where product_id = ${productId}`);
  const authorizations = () =>
    countRows(t, sql`select count(*)::int as n from payment_transactions where kind = 'authorization'`);
  const paymentIntentCreations = () =>
    fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents').length;

  const postWebhook = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/marketplace-customer/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: fakeStripeKeys.webhookSecret }),
      },
      payload,
    });

  it("places an order authorised by Stripe, and a declined card places nothing and shows Stripe's words", async () => {
    const id = await createProduct(t, { code: 'STRIPE-OK', price: 25, stock: 3 });
    const customer = await customerHeaders(t);
    const items = [{ id, quantity: 2 }];
    const receipt = await priceOf(t, items);

    const declined = await postOrder(
      t,
      customer,
      orderBody(items, receipt, await testAddress(), { token: 'pm_card_chargeDeclined' }),
    );
    expectError(declined, 402, 'Your card was declined.');
    expect(await stockOf(id)).toBe(3);

    const response = await postOrder(
      t,
      customer,
      orderBody(items, receipt, await testAddress(), { token: 'pm_card_visa' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<{ data: PlaceOrderResult }>().data;
    expect(result.status).toBe('placed');
    if (result.status !== 'placed') return;
    expect(result.order).toMatchObject({
      total: 50,
      paymentDetails: { type: 'STRIPE', driver: 'stripe', last4: '4242', status: 'authorized' },
    });
    expect(await stockOf(id)).toBe(1);
    // Authorised at checkout, captured only when the back office accepts the order (DESIGN §API).
    const { rows } = (await t.database.db.execute(
      sql`select payment_ref as ref from checkouts where order_id = ${result.order._id}`,
    )) as unknown as { rows: { ref: string }[] };
    const intent = fake.paymentIntent(rows[0]?.ref ?? '');
    expect(intent).toMatchObject({ status: 'requires_capture', capture_method: 'manual', amount: 5000 });
  });

  it("after 3-D Secure, Stripe's webhook racing the client's confirmation places one order, and a replay changes nothing", async () => {
    const id = await createProduct(t, { code: 'STRIPE-3DS', price: 10, stock: 5 });
    const customer = await customerHeaders(t);
    const items = [{ id, quantity: 1 }];
    const body = orderBody(items, await priceOf(t, items), await testAddress(), {
      token: 'pm_card_authenticationRequired',
    });
    const created = paymentIntentCreations();
    const response = await postOrder(t, customer, body);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: PlaceOrderResult }>().data;
    if (result.status !== 'requires_action') throw new Error(response.body);
    const paymentIntentId = result.clientSecret.replace(/_secret_.*$/, '');
    expect(await stockOf(id)).toBe(5);

    // Stripe.js's handleNextAction in the browser: the customer passes 3-D Secure.
    fake.completeAuthentication(paymentIntentId, true);
    const event = capturableEvent(paymentIntentId, result.checkoutId);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/marketplace-customer/orders/checkouts/${result.checkoutId}/confirm`,
        headers: customer,
      });
    const [webhook, ...confirmations] = await Promise.all([postWebhook(event), confirm(), confirm()]);
    expect(webhook.statusCode, webhook.body).toBe(200);
    const orderIds = confirmations.map((confirmation) => {
      expect(confirmation.statusCode, confirmation.body).toBe(200);
      return confirmation.json<{ data: Order }>().data._id;
    });
    expect(new Set(orderIds).size).toBe(1);

    const replay = await postWebhook(event);
    expect(replay.statusCode, replay.body).toBe(200);
    // Stripe sends a new event id for the same payment too: still the same order.
    const another = await postWebhook(capturableEvent(paymentIntentId, result.checkoutId));
    expect(another.statusCode, another.body).toBe(200);

    expect(await ordersOf(id)).toBe(1);
    expect(await stockOf(id)).toBe(4);
    expect(await authorizations()).toBe(1);
    expect(paymentIntentCreations() - created).toBe(1);
    expect(fake.paymentIntent(paymentIntentId)).toMatchObject({ status: 'requires_capture' });
  });

  it("places the order from Stripe's webhook alone when the browser never comes back after 3-D Secure", async () => {
    const id = await createProduct(t, { code: 'STRIPE-HOOK', price: 10, stock: 2 });
    const customer = await customerHeaders(t);
    const items = [{ id, quantity: 2 }];
    const body = orderBody(items, await priceOf(t, items), await testAddress(), {
      token: 'pm_card_authenticationRequired',
    });
    const result = (await postOrder(t, customer, body)).json<{ data: PlaceOrderResult }>().data;
    if (result.status !== 'requires_action') throw new Error('expected 3-D Secure');
    const paymentIntentId = result.clientSecret.replace(/_secret_.*$/, '');
    fake.completeAuthentication(paymentIntentId, true);

    const webhook = await postWebhook(capturableEvent(paymentIntentId, result.checkoutId));
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(await ordersOf(id)).toBe(1);
    expect(await stockOf(id)).toBe(0);
    const orders = await t.app.inject({ method: 'GET', url: '/marketplace-customer/orders', headers: customer });
    expect(orders.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });
});
