import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, OrderStatusBody } from '@iot/shared/admin-orders';
import { serverMessages } from '@iot/shared/server-messages';
import { expectError } from '../test/auth-helpers.ts';
import { useFakeStripeApp } from '../test/fake-stripe.ts';
import { adminHeaders, countRows, createProduct, customerHeaders, placeTestOrder } from '../test/order-helpers.ts';
import { databaseTargets, useTestApp, type TestApp } from '../test/test-app.ts';

/**
 * DESIGN §API races settled by the database: of two administrators changing one order at once
 * one wins and the other gets 409 (saying a payment is under way when it met the winner's capture), the payment is captured once, and a rejection gives back the
 * stock and the code's use in the transaction that rejects, with ledger rows that explain it.
 */

function patchStatus(t: TestApp, id: string, body: OrderStatusBody, headers: Record<string, string>) {
  return t.app.inject({ method: 'PATCH', url: `/marketplace/orders/${id}/status`, headers, payload: body });
}

type Rows<T> = { rows: T[] };
async function rowsOf<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

const accept: OrderStatusBody = { from: 'pending', to: 'in_progress' };
const reject: OrderStatusBody = { from: 'pending', to: 'rejected' };

describe.each(databaseTargets())('changing an order’s status on $name', (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The provider's capture, slowed so that a second request arrives while the first waits for it. */
  function slowCaptures() {
    const capture = t.app.payments.capture.bind(t.app.payments);
    return vi.spyOn(t.app.payments, 'capture').mockImplementation(async (ref, key) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return capture(ref, key);
    });
  }

  it('lets one of two administrators accepting at once win, and captures once', async () => {
    const product = await createProduct(t, { code: 'RACE-1', price: 40, stock: 5 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }]);
    const captures = slowCaptures();
    const [first, second] = [await adminHeaders(t), await adminHeaders(t)];

    const answers = await Promise.all([
      patchStatus(t, order._id, accept, first),
      patchStatus(t, order._id, accept, second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    // It met the winner's capture under way at the provider, and is told so.
    if (lost) expectError(lost, 409, serverMessages.paymentInProgress);
    expect(captures).toHaveBeenCalledTimes(1);
    expect(
      await rowsOf<{ kind: string; status: string }>(
        t,
        sql`select kind, status from payment_transactions where order_id = ${order._id} order by created_at`,
      ),
    ).toEqual([
      { kind: 'authorization', status: 'authorized' },
      { kind: 'capture', status: 'captured' },
    ]);
    expect(
      await countRows(
        t,
        sql`select count(*)::int as n from order_status_history where order_id = ${order._id} and to_status = 'in_progress'`,
      ),
    ).toBe(1);
  });

  it('lets an accept and a reject at once end in exactly one of them, with stock and money in step', async () => {
    const product = await createProduct(t, { code: 'RACE-2', price: 15, stock: 4 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 3 }]);
    const captures = slowCaptures();
    const headers = await adminHeaders(t);

    const [accepted, rejected] = await Promise.all([
      patchStatus(t, order._id, accept, headers),
      patchStatus(t, order._id, reject, headers),
    ]);
    expect([accepted.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const [row] = await rowsOf<{ status: string }>(t, sql`select status from orders where id = ${order._id}`);
    const level = await countRows(t, sql`select level as n from inventory_levels where product_id = ${product}`);
    const kinds = (
      await rowsOf<{ kind: string }>(
        t,
        sql`select kind from payment_transactions where order_id = ${order._id} and status <> 'failed' order by kind`,
      )
    ).map((transaction) => transaction.kind);
    if (accepted.statusCode === 200) {
      expect(row?.status).toBe('in_progress');
      expect(level).toBe(1);
      expect(kinds).toEqual(['authorization', 'capture']);
      expect(captures).toHaveBeenCalledTimes(1);
    } else {
      expect(row?.status).toBe('rejected');
      expect(level).toBe(4);
      expect(kinds).toEqual(['authorization', 'cancellation']);
      expect(captures).not.toHaveBeenCalled();
    }
  });

  it('rejects an order: the stock comes back with a ledger row and a single-use code is open again', async () => {
    const product = await createProduct(t, { code: 'REJECT-1', price: 20, stock: 6 });
    const customer = await customerHeaders(t);
    // LAUNCH25 is the seeded single-use code.
    const order = await placeTestOrder(t, customer, [{ id: product, quantity: 2 }], { code: 'LAUNCH25' });
    const codeState = async () =>
      (
        await rowsOf<{ status: string; used: number }>(
          t,
          sql`select status, used_count as used from discounts where code = 'LAUNCH25'`,
        )
      )[0];
    expect(await codeState()).toEqual({ status: 'used', used: 1 });
    // Used up: another customer cannot place an order with it.
    const refused = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/discounts?code=LAUNCH25&items=${product}:1`,
      headers: await customerHeaders(t),
    });
    expectError(refused, 404, serverMessages.discountNotFound);

    const response = await patchStatus(t, order._id, { ...reject, note: 'Out of season' }, await adminHeaders(t));
    expect(response.statusCode, response.body).toBe(200);
    const rejected = response.json<{ data: AdminOrder }>().data;
    expect(rejected.status).toBe('rejected');
    expect(rejected.history.at(-1)).toMatchObject({ from: 'pending', to: 'rejected', note: 'Out of season' });

    // The ledger explains the level: taken by the order, given back by the rejection.
    const movements = await rowsOf<{ reason: string; delta: number; level: number; actor: string }>(
      t,
      sql`select reason, delta, level_after as level, actor_kind as actor from stock_movements where product_id = ${product} order by created_at, delta`,
    );
    expect(movements.slice(-2)).toEqual([
      { reason: 'Order placed', delta: -2, level: 4, actor: 'customer' },
      { reason: `Order #${order.orderId} rejected`, delta: 2, level: 6, actor: 'admin' },
    ]);
    expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${product}`)).toBe(6);
    // The code's use is released and the code is active again: another customer can use it.
    expect(await codeState()).toEqual({ status: 'active', used: 0 });
    expect(
      await countRows(
        t,
        sql`select count(*)::int as n from discount_redemptions where order_id = ${order._id} and released_at is not null`,
      ),
    ).toBe(1);
    const again = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }], {
      code: 'LAUNCH25',
    });
    expect(again.discountCode).toBe('LAUNCH25');
    // Rejecting twice (a stale view) changes nothing more.
    expectError(await patchStatus(t, order._id, reject, await adminHeaders(t)), 409, serverMessages.orderStatusChanged);
    expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${product}`)).toBe(5);
  });
});

describe.each(databaseTargets())('changing an order paid through Stripe on $name', (target) => {
  const { t, fake } = useFakeStripeApp(target);
  const calls = (action: string) =>
    fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith(`/${action}`));

  it('captures the PaymentIntent once when two administrators accept at once, and cancels a rejected one', async () => {
    const product = await createProduct(t, { code: 'STRIPE-ACC', price: 30, stock: 5 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }], {
      token: 'pm_card_visa',
    });
    const answers = await Promise.all([
      patchStatus(t, order._id, accept, await adminHeaders(t)),
      patchStatus(t, order._id, accept, await adminHeaders(t)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [intentId] = calls('capture').map((request) => request.path.split('/')[3]);
    expect(calls('capture')).toHaveLength(1);
    expect(fake.paymentIntent(intentId ?? '')).toMatchObject({ status: 'succeeded' });

    const other = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }], {
      token: 'pm_card_visa',
    });
    const rejected = await patchStatus(t, other._id, reject, await adminHeaders(t));
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: AdminOrder }>().data.paymentDetails.status).toBe('cancelled');
    const [cancelled] = calls('cancel').map((request) => request.path.split('/')[3]);
    expect(fake.paymentIntent(cancelled ?? '')).toMatchObject({ status: 'canceled' });
  });
});
