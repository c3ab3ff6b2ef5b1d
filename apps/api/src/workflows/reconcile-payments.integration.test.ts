import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusBody } from '@iot/shared/admin-orders';
import type { CartItem } from '@iot/shared/cart';
import { serverMessages } from '@iot/shared/server-messages';
import { expectError } from '../test/auth-helpers.ts';
import {
  adminHeaders,
  countRows,
  createProduct,
  customerHeaders,
  newIdempotencyKey,
  orderBody,
  placeTestOrder,
  postOrder,
  priceOf,
  testAddress,
  testCards,
} from '../test/order-helpers.ts';
import { databaseTargets, useTestApp, type TestApp } from '../test/test-app.ts';
import { reconcilePayments, type ReconcileSummary } from './reconcile-payments.ts';

/**
 * DESIGN §API: the reconciler settles what a crash left between the provider's answer and our
 * record of it. Each crash is reproduced by making the step after the provider's answer fail (the
 * process would have died there) or by writing the claim a dead request left, then a pass runs
 * after the timeouts.
 */

const checkoutAfterMs = 15 * 60 * 1000;
const accept: OrderStatusBody = { from: 'pending', to: 'in_progress' };
const reject: OrderStatusBody = { from: 'pending', to: 'rejected' };

type Rows<T> = { rows: T[] };
async function rowsOf<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

function patchStatus(t: TestApp, id: string, body: OrderStatusBody, headers: Record<string, string>) {
  return t.app.inject({ method: 'PATCH', url: `/marketplace/orders/${id}/status`, headers, payload: body });
}

/** A pass as the server runs it, once the timeouts have passed. */
async function passLater(t: TestApp): Promise<ReconcileSummary> {
  t.clock.advance(checkoutAfterMs + 60_000);
  return reconcilePayments(t.app, { checkoutAfterMs });
}

/** Only what a pass did (the zero counts left out), to compare with an expectation. */
function actions(summary: ReconcileSummary) {
  return Object.fromEntries(
    Object.entries(summary).flatMap(([kind, counts]: [string, Record<string, number>]) => {
      const done = Object.entries(counts).filter(([, count]) => count > 0);
      return done.length ? [[kind, Object.fromEntries(done)]] : [];
    }),
  );
}

async function sandboxStatus(t: TestApp, checkoutId: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ status: string }>(
    t,
    sql`select status from sandbox_payments where checkout_id = ${checkoutId}`,
  );
  return row?.status;
}

async function checkoutOf(t: TestApp, key: string) {
  const [row] = await rowsOf<{ id: string; status: string; order_id: string | null; released_at: unknown }>(
    t,
    sql`select id, status, order_id, released_at from checkouts where idempotency_key = ${key}`,
  );
  if (!row) throw new Error(`no checkout for ${key}`);
  return row;
}

describe.each(databaseTargets())('reconciling payments on $name', (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * A checkout whose request dies right after the provider authorised it: before the reference was
   * recorded (`before-record`) or after, before the order was written (`before-order`).
   */
  async function crashedCheckout(
    headers: Record<string, string>,
    items: CartItem[],
    crash: 'before-record' | 'before-order',
  ) {
    const receipt = await priceOf(t, items, headers);
    const body = orderBody(items, receipt, await testAddress());
    const key = newIdempotencyKey();
    const payments = t.app.payments;
    if (crash === 'before-record') {
      const authorize = payments.authorize.bind(payments);
      vi.spyOn(payments, 'authorize').mockImplementationOnce(async (input) => {
        await authorize(input);
        throw new Error('the process died here');
      });
    } else vi.spyOn(payments, 'describeCard').mockRejectedValueOnce(new Error('the process died here'));
    const response = await postOrder(t, headers, body, key);
    expect(response.statusCode).toBe(500);
    vi.restoreAllMocks();
    const checkout = await checkoutOf(t, key);
    expect(checkout.order_id).toBeNull();
    expect(await sandboxStatus(t, checkout.id)).toBe('authorized');
    return { key, body, checkout };
  }

  it.each(['before-record', 'before-order'] as const)(
    'places the order of a checkout authorised without one (crash %s), with its authorization row',
    async (crash) => {
      const product = await createProduct(t, { code: `HELD-${crash}`, price: 30, stock: 4 });
      const { key, checkout } = await crashedCheckout(await customerHeaders(t), [{ id: product, quantity: 2 }], crash);

      // Not before the timeout: the customer may still be finishing it.
      expect(actions(await reconcilePayments(t.app, { checkoutAfterMs }))).toEqual({});
      expect(actions(await passLater(t))).toEqual({ checkouts: { ordered: 1 } });

      expect((await checkoutOf(t, key)).status).toBe('completed');
      expect(
        await rowsOf(
          t,
          sql`select o.status, t.kind, t.status as payment from orders o join payment_transactions t on t.order_id = o.id where o.checkout_id = ${checkout.id}`,
        ),
      ).toEqual([{ status: 'pending', kind: 'authorization', payment: 'authorized' }]);
      expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${product}`)).toBe(2);
      expect(actions(await passLater(t))).toEqual({});
    },
  );

  it('releases the hold of a checkout whose stock went meanwhile, with a cancellation row', async () => {
    const product = await createProduct(t, { code: 'HELD-GONE', price: 30, stock: 1 });
    const { key, checkout } = await crashedCheckout(
      await customerHeaders(t),
      [{ id: product, quantity: 1 }],
      'before-order',
    );
    await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }]);

    expect(actions(await passLater(t))).toEqual({ checkouts: { released: 1 } });
    expect(await sandboxStatus(t, checkout.id)).toBe('cancelled');
    expect(
      await rowsOf(t, sql`select kind, status, order_id from payment_transactions where checkout_id = ${checkout.id}`),
    ).toEqual([{ kind: 'cancellation', status: 'cancelled', order_id: null }]);
    expect((await checkoutOf(t, key)).status).toBe('failed');
  });

  /**
   * A checkout marked failed whose hold is still there: its retry finds the stock gone and marks it
   * failed, and the release after that dies.
   */
  async function failedWithHold(code: string) {
    const product = await createProduct(t, { code, price: 12, stock: 1 });
    const customer = await customerHeaders(t);
    const crashed = await crashedCheckout(customer, [{ id: product, quantity: 1 }], 'before-order');
    await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }]);
    vi.spyOn(t.app.payments, 'cancel').mockRejectedValueOnce(new Error('the process died here'));
    expectError(await postOrder(t, customer, crashed.body, crashed.key), 409, serverMessages.outOfStock);
    vi.restoreAllMocks();
    expect(await sandboxStatus(t, crashed.checkout.id)).toBe('authorized');
    return { ...crashed, customer };
  }

  it('releases a failed checkout’s hold when the customer retries with the same key', async () => {
    const { key, body, checkout, customer } = await failedWithHold('RETRY-1');

    // The same refusal again, and the hold is gone.
    expectError(await postOrder(t, customer, body, key), 409, serverMessages.outOfStock);
    expect(await sandboxStatus(t, checkout.id)).toBe('cancelled');
    expect(
      await countRows(t, sql`select count(*)::int as n from payment_transactions where checkout_id = ${checkout.id}`),
    ).toBe(1);
    expect(actions(await passLater(t))).toEqual({});
  });

  it('releases a failed checkout’s hold when nobody retries', async () => {
    const { checkout } = await failedWithHold('RETRY-2');
    expect(actions(await passLater(t))).toEqual({ checkouts: { released: 1 } });
    expect(await sandboxStatus(t, checkout.id)).toBe('cancelled');
  });

  it('closes a checkout left at 3-D Secure, and a retry is told to order again', async () => {
    const product = await createProduct(t, { code: 'THREEDS-1', price: 12, stock: 2 });
    const customer = await customerHeaders(t);
    const items = [{ id: product, quantity: 1 }];
    const body = orderBody(items, await priceOf(t, items, customer), await testAddress(), {
      token: testCards.requiresAction,
    });
    const key = newIdempotencyKey();
    expect((await postOrder(t, customer, body, key)).statusCode).toBe(200);

    expect(actions(await passLater(t))).toEqual({ checkouts: { released: 1 } });
    const checkout = await checkoutOf(t, key);
    expect(await sandboxStatus(t, checkout.id)).toBe('cancelled');
    expectError(await postOrder(t, customer, body, key), 402, serverMessages.checkoutExpired);
  });

  /** An accepted order whose request died after claiming the capture; `captured`: after the provider took the money. */
  async function crashedAccept(code: string, captured: boolean) {
    const product = await createProduct(t, { code, price: 25, stock: 3 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }]);
    const [held] = await rowsOf<{ ref: string; total: number; currency: string }>(
      t,
      sql`select payment->>'providerRef' as ref, total_minor as total, currency from orders where id = ${order._id}`,
    );
    if (!held) throw new Error('no order');
    const [admin] = await rowsOf<{ id: string }>(t, sql`select id from admins limit 1`);
    await t.database.db.execute(
      sql`insert into payment_transactions (order_id, kind, driver, provider_ref, amount_minor, currency, status, actor_id, created_at)
          values (${order._id}, 'capture', 'sandbox', ${held.ref}, ${held.total}, ${held.currency}, 'pending', ${admin?.id ?? null}, ${t.clock.now()})`,
    );
    if (captured) await t.app.payments.capture(held.ref, `${order._id}-crashed`);
    return { order, product };
  }

  it('finishes an accept whose capture went through: the order moves on, with its history row', async () => {
    const { order } = await crashedAccept('ACCEPT-1', true);
    const headers = await adminHeaders(t);
    // Meanwhile both moves say a payment is under way, not that someone else changed the order.
    expectError(await patchStatus(t, order._id, accept, headers), 409, serverMessages.paymentInProgress);
    expectError(await patchStatus(t, order._id, reject, headers), 409, serverMessages.paymentInProgress);

    expect(actions(await passLater(t))).toEqual({ captures: { accepted: 1 } });
    expect(
      await rowsOf(
        t,
        sql`select o.status, h.actor_kind as actor from orders o join order_status_history h on h.order_id = o.id and h.to_status = 'in_progress' where o.id = ${order._id}`,
      ),
    ).toEqual([{ status: 'in_progress', actor: 'admin' }]);
    expect(
      await rowsOf(t, sql`select kind, status from payment_transactions where order_id = ${order._id} order by kind`),
    ).toEqual([
      { kind: 'authorization', status: 'authorized' },
      { kind: 'capture', status: 'captured' },
    ]);
  });

  it('releases a capture claim whose capture never happened: accept and reject work again', async () => {
    const { order, product } = await crashedAccept('ACCEPT-2', false);
    expect(actions(await passLater(t))).toEqual({ captures: { released: 1 } });
    const headers = await adminHeaders(t);
    const rejected = await patchStatus(t, order._id, reject, headers);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${product}`)).toBe(3);
    const [placed] = await rowsOf<{ id: string }>(t, sql`select checkout_id as id from orders where id = ${order._id}`);
    expect(await sandboxStatus(t, placed?.id ?? '')).toBe('cancelled');
  });

  it('lets two reconcilers running at once act on each item once', async () => {
    const product = await createProduct(t, { code: 'TWICE-1', price: 30, stock: 5 });
    const { checkout } = await crashedCheckout(
      await customerHeaders(t),
      [{ id: product, quantity: 1 }],
      'before-order',
    );
    const { order } = await crashedAccept('TWICE-2', true);
    t.clock.advance(checkoutAfterMs + 60_000);
    const retrieve = vi.spyOn(t.app.payments, 'retrieve');

    const summaries = await Promise.all([
      reconcilePayments(t.app, { checkoutAfterMs }),
      reconcilePayments(t.app, { checkoutAfterMs }),
    ]);
    const total = (pick: (summary: ReconcileSummary) => number) => summaries.reduce((n, s) => n + pick(s), 0);
    expect(total((s) => s.checkouts.ordered)).toBe(1);
    expect(total((s) => s.captures.accepted)).toBe(1);
    expect(summaries.flatMap((s) => [s.checkouts.errors, s.captures.errors, s.checkouts.superseded])).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    expect(await countRows(t, sql`select count(*)::int as n from orders where checkout_id = ${checkout.id}`)).toBe(1);
    expect(
      await countRows(
        t,
        sql`select count(*)::int as n from order_status_history where order_id = ${order._id} and to_status = 'in_progress'`,
      ),
    ).toBe(1);
    // The provider was asked about the capture once (the checkout's finalisation asks about its own payment).
    const [claim] = await rowsOf<{ ref: string }>(
      t,
      sql`select provider_ref as ref from payment_transactions where order_id = ${order._id} and kind = 'capture'`,
    );
    expect(retrieve.mock.calls.filter(([ref]) => ref === claim?.ref)).toHaveLength(1);
  });
});
