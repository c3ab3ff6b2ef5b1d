import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, CancelOrderBody, RefundBody } from '@iot/shared/admin-orders';
import type { AuditEntry, AuditEntrySummary } from '@iot/shared/audit-log';
import type { LicenseAllocation, LicenseAllocationDetail } from '@iot/shared/licenses';
import type { Order } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { withClock } from '../service-context.ts';
import { expectError } from '../test/auth-helpers.ts';
import { signInDemoCompany } from '../test/customer-sessions.ts';
import { useFakeStripeApp } from '../test/fake-stripe.ts';
import { outboxMailsOfKind } from '../test/outbox-helpers.ts';
import {
  adminHeaders,
  countRows,
  createProduct,
  createSubscription,
  customerHeaders,
  demoAdminHeaders,
  newIdempotencyKey,
  placeTestOrder,
} from '../test/order-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp, type TestApp } from '../test/test-app.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * After capture (DESIGN §API: payments): cancelling an accepted order and refunding part of one,
 * through the provider, idempotent by the request's key, never beyond what was captured however
 * many refunds arrive at once, and recoverable after a crash between the provider and our record.
 */

type RefundRequest = Omit<RefundBody, 'idempotencyKey' | 'lines' | 'restock'> &
  Partial<Pick<RefundBody, 'idempotencyKey' | 'lines' | 'restock'>>;

function postAfterCapture(
  t: TestApp,
  id: string,
  action: 'refunds' | 'cancel',
  body: RefundRequest | Partial<CancelOrderBody>,
  headers: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/marketplace/orders/${id}/${action}`,
    headers,
    payload: { idempotencyKey: newIdempotencyKey(), ...body },
  });
}

const postRefund = (t: TestApp, id: string, body: RefundRequest, headers: Record<string, string>) =>
  postAfterCapture(t, id, 'refunds', body, headers);
const postCancel = (t: TestApp, id: string, body: Partial<CancelOrderBody>, headers: Record<string, string>) =>
  postAfterCapture(t, id, 'cancel', body, headers);

async function acceptOrder(t: TestApp, orderId: string, headers: Record<string, string>): Promise<AdminOrder> {
  const accepted = await t.app.inject({
    method: 'PATCH',
    url: `/marketplace/orders/${orderId}/status`,
    headers,
    payload: { from: 'pending', to: 'in_progress' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<{ data: AdminOrder }>().data;
}

async function acceptedOrder(t: TestApp, items: { id: string; quantity: number }[], options: { code?: string } = {}) {
  const order = await placeTestOrder(t, await customerHeaders(t), items, options);
  return acceptOrder(t, order._id, await adminHeaders(t));
}

const stockOf = (t: TestApp, product: string) =>
  countRows(t, sql`select level as n from inventory_levels where product_id = ${product}`);

const refundRows = async (t: TestApp, orderId: string) =>
  (
    (await t.database.db.execute(
      sql`select amount_minor as amount, status from payment_transactions where order_id = ${orderId} and kind = 'refund' order by created_at`,
    )) as unknown as { rows: { amount: number; status: string }[] }
  ).rows;

const orderOf = (response: { json: <T>() => T }) => response.json<{ data: AdminOrder }>().data;

/** The order's license allocations as the back office lists them, by product code. */
async function orderAllocations(t: TestApp, orderId: string): Promise<Map<string, LicenseAllocation>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/license-allocation?tenantId=${demoAccounts.tenantId}`,
    headers: await adminHeaders(t),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json<{ data: LicenseAllocation[] }>();
  return new Map(data.filter((row) => row.order?._id === orderId).map((row) => [row.product.code, row]));
}

async function allocationHistory(t: TestApp, id: string | undefined) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/license-allocation/${id ?? ''}`,
    headers: await adminHeaders(t),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json<{ data: LicenseAllocationDetail }>();
  return { status: data.status, history: data.history.map((event) => [event.kind, event.actor, event.note]) };
}

/** The audit entry of the order's cancellation, in full; there is exactly one. */
async function cancelAuditEntry(t: TestApp, orderId: string, headers: Record<string, string>): Promise<AuditEntry> {
  const list = await t.app.inject({ method: 'GET', url: '/marketplace/audit-log?resource=orders&limit=100', headers });
  expect(list.statusCode, list.body).toBe(200);
  const entries = list
    .json<{ data: AuditEntrySummary[] }>()
    .data.filter((entry) => entry.action === 'cancel' && entry.resourceId === orderId);
  expect(entries).toHaveLength(1);
  const detail = await t.app.inject({ method: 'GET', url: `/marketplace/audit-log/${entries[0]?._id ?? ''}`, headers });
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json<{ data: AuditEntry }>().data;
}

describe.each(databaseTargets())('refunds and cancellations on $name', (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('cancels an accepted order: refunded in full, stock returned, code released, a history entry', async () => {
    const product = await createProduct(t, { code: 'CANCEL-1', price: 20, stock: 6 });
    // LAUNCH25 is the seeded single-use code.
    const order = await acceptedOrder(t, [{ id: product, quantity: 2 }], { code: 'LAUNCH25' });
    expect(await stockOf(t, product)).toBe(4);

    const response = await postCancel(t, order._id, { reason: 'Customer changed plans' }, await adminHeaders(t));
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = orderOf(response);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      from: 'in_progress',
      to: 'cancelled',
      note: 'Customer changed plans',
    });
    expect(cancelled.refunded).toBe(order.total);
    expect(cancelled.netTotal).toBe(0);
    expect(cancelled.paymentDetails.status).toBe('refunded');
    expect(cancelled.refunds).toMatchObject([{ amount: order.total, status: 'refunded', cancellation: true }]);
    expect(await refundRows(t, order._id)).toEqual([{ amount: Math.round(order.total * 100), status: 'refunded' }]);
    expect(await stockOf(t, product)).toBe(6);
    expect(await countRows(t, sql`select used_count as n from discounts where code = 'LAUNCH25'`)).toBe(0);
    // The sandbox gave the money back once.
    expect(await countRows(t, sql`select coalesce(sum(amount_minor), 0)::int as n from sandbox_refunds`)).toBe(
      Math.round(order.total * 100),
    );
    // Cancelled is final: a second cancellation (another key) is refused, and nothing is left to refund.
    expectError(await postCancel(t, order._id, {}, await adminHeaders(t)), 409, serverMessages.cancelRefused);
    expectError(
      await postRefund(t, order._id, { amount: 1 }, await adminHeaders(t)),
      400,
      serverMessages.refundTooHigh,
    );
  });

  it('revokes the licenses of a cancelled order, once, and leaves them to a partial refund', async () => {
    const kept = await createSubscription(t, 'CANCEL-LIC-1');
    const taken = await createSubscription(t, 'CANCEL-LIC-2');
    const device = await createProduct(t, { code: 'CANCEL-LIC-DEVICE', price: 30, stock: 5 });
    // A tenant user's order: its tenant holds the seats.
    const placed = await placeTestOrder(t, await customerHeaders(t, 'tenant'), [
      { id: kept, quantity: 3 },
      { id: taken, quantity: 1 },
      { id: device, quantity: 1 },
    ]);
    const headers = await demoAdminHeaders(t);
    await acceptOrder(t, placed._id, headers);
    const before = await orderAllocations(t, placed._id);
    const active = before.get('CANCEL-LIC-1');
    const revoked = before.get('CANCEL-LIC-2');
    expect(active).toMatchObject({ status: 'active', seats: 3 });
    // One of them revoked by hand already: the cancellation adds nothing to it.
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/marketplace/license-allocation/${revoked?._id ?? ''}/actions`,
      headers,
      payload: { action: 'revoke', note: 'Misused' },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    // A partial refund gives money back, not the seats.
    expect((await postRefund(t, placed._id, { amount: 5 }, headers)).statusCode).toBe(201);
    expect((await allocationHistory(t, active?._id)).status).toBe('active');

    const idempotencyKey = newIdempotencyKey();
    const cancelled = await postCancel(t, placed._id, { idempotencyKey, reason: 'Ordered twice' }, headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const allocated = ['allocated', 'Demo Admin', `Order #${placed.orderId}`];
    const revokedByCancel = {
      status: 'revoked',
      history: [['revoked', 'Demo Admin', `Order #${placed.orderId} cancelled`], allocated],
    };
    const revokedByHand = { status: 'revoked', history: [['revoked', 'Demo Admin', 'Misused'], allocated] };
    expect(await allocationHistory(t, active?._id)).toEqual(revokedByCancel);
    expect(await allocationHistory(t, revoked?._id)).toEqual(revokedByHand);
    expect([...(await orderAllocations(t, placed._id)).values()].map((row) => row.status)).toEqual([
      'revoked',
      'revoked',
    ]);
    // The cancellation's audit entry names the allocation it revoked, not the one revoked by hand.
    const entry = await cancelAuditEntry(t, placed._id, headers);
    expect(entry.after).toMatchObject({ reason: 'Ordered twice', revokedAllocations: [active?._id] });

    // The retried request answers the first; another one is refused: neither revokes again.
    const retried = await postCancel(t, placed._id, { idempotencyKey, reason: 'Ordered twice' }, headers);
    expect(retried.statusCode, retried.body).toBe(200);
    expectError(await postCancel(t, placed._id, {}, headers), 409, serverMessages.cancelRefused);
    expect(await allocationHistory(t, active?._id)).toEqual(revokedByCancel);
    expect(await allocationHistory(t, revoked?._id)).toEqual(revokedByHand);
    expect((await cancelAuditEntry(t, placed._id, headers))._id).toBe(entry._id);
  });

  it('names the revoked allocations in the audit entry of a cancellation with nothing left to refund', async () => {
    const product = await createSubscription(t, 'CANCEL-LIC-REFUNDED');
    const placed = await placeTestOrder(t, await customerHeaders(t, 'tenant'), [{ id: product, quantity: 2 }]);
    const headers = await demoAdminHeaders(t);
    await acceptOrder(t, placed._id, headers);
    const allocation = (await orderAllocations(t, placed._id)).get('CANCEL-LIC-REFUNDED');
    expect((await postRefund(t, placed._id, { amount: placed.total }, headers)).statusCode).toBe(201);

    const cancelled = await postCancel(t, placed._id, {}, headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entry = await cancelAuditEntry(t, placed._id, headers);
    expect(entry.before).toEqual({ status: 'in_progress' });
    expect(entry.after).toEqual({ status: 'cancelled', reason: null, revokedAllocations: [allocation?._id] });
  });

  it('refunds lines with restock: their share of the lines, stock back, the rest still refundable', async () => {
    const first = await createProduct(t, { code: 'REFUND-L1', price: 30, stock: 10 });
    const second = await createProduct(t, { code: 'REFUND-L2', price: 12.5, stock: 10 });
    const order = await acceptedOrder(t, [
      { id: first, quantity: 3 },
      { id: second, quantity: 2 },
    ]);
    const line = order.items.find((item) => item.productId === first);
    if (!line) throw new Error('line missing');

    const response = await postRefund(
      t,
      order._id,
      { lines: [{ lineId: line._id, quantity: 2 }], restock: true, reason: 'Two arrived broken' },
      await adminHeaders(t),
    );
    expect(response.statusCode, response.body).toBe(201);
    const refunded = orderOf(response);
    const share = Math.round(((line.total * 2) / 3) * 100) / 100;
    expect(refunded.refunded).toBe(share);
    expect(refunded.netTotal).toBe(Math.round((order.total - share) * 100) / 100);
    expect(refunded.status).toBe('in_progress');
    expect(refunded.paymentDetails.status).toBe('partially_refunded');
    expect(refunded.items.find((item) => item._id === line._id)?.refundedQuantity).toBe(2);
    expect(refunded.refunds).toMatchObject([
      { status: 'refunded', restock: true, reason: 'Two arrived broken', lines: [{ lineId: line._id, quantity: 2 }] },
    ]);
    expect(refunded.refunds[0]?.actor.kind).toBe('admin');
    expect(await stockOf(t, first)).toBe(9);
    expect(await stockOf(t, second)).toBe(8);

    // More of the line than is left of it is refused on its field.
    expectError(
      await postRefund(t, order._id, { lines: [{ lineId: line._id, quantity: 2 }] }, await adminHeaders(t)),
      400,
      serverMessages.refundQuantityTooHigh,
    );
  });

  it('refunds an amount without restock, shows it to the customer, and refuses more than is left', async () => {
    const product = await createProduct(t, { code: 'REFUND-A1', price: 50, stock: 5 });
    // A customer with an account, whom the refund's mail reaches.
    const buyer = (await signInDemoCompany(t)).headers;
    const placed = await placeTestOrder(t, buyer, [{ id: product, quantity: 2 }]);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/orders/${placed._id}/status`,
      headers: await adminHeaders(t),
      payload: { from: 'pending', to: 'in_progress' },
    });
    expect(accepted.statusCode).toBe(200);

    const response = await postRefund(t, placed._id, { amount: 15.5 }, await adminHeaders(t));
    expect(response.statusCode, response.body).toBe(201);
    expect(orderOf(response).refunded).toBe(15.5);
    expect(await stockOf(t, product)).toBe(3);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/orders/${placed._id}`,
      headers: buyer,
    });
    const mine = seen.json<{ data: Order }>().data;
    expect(mine.refunded).toBe(15.5);
    expect(mine.netTotal).toBe(Math.round((placed.total - 15.5) * 100) / 100);
    expect(mine.refunds).toMatchObject([{ amount: 15.5, status: 'refunded', restock: false }]);
    // The customer is told, in the refund's transaction, of the amount given back.
    const refundMail = (await outboxMailsOfKind(t, 'order-refunded')).at(-1);
    expect(refundMail?.to).toBe(demoAccounts.company.email);
    expect(refundMail?.subject).toBe(`Refund for order #${mine.orderId}`);
    expect(refundMail?.text).toContain('15.50');

    const left = Math.round((placed.total - 15.5) * 100) / 100;
    const over = await postRefund(t, placed._id, { amount: left + 0.01 }, await adminHeaders(t));
    expectError(over, 400, serverMessages.refundTooHigh);
    expect(await refundRows(t, placed._id)).toHaveLength(1);
    // Exactly what is left is fine.
    expect((await postRefund(t, placed._id, { amount: left }, await adminHeaders(t))).statusCode).toBe(201);
  });

  it('refunds once for a retried request: the same key answers the same order', async () => {
    const product = await createProduct(t, { code: 'REFUND-K1', price: 40, stock: 5 });
    const order = await acceptedOrder(t, [{ id: product, quantity: 1 }]);
    const refunds = vi.spyOn(t.app.payments, 'refund');
    const idempotencyKey = newIdempotencyKey();
    const headers = await adminHeaders(t);
    const first = await postRefund(t, order._id, { idempotencyKey, amount: 10 }, headers);
    const again = await postRefund(t, order._id, { idempotencyKey, amount: 10 }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(orderOf(again).refunded).toBe(10);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(await refundRows(t, order._id)).toEqual([{ amount: 1000, status: 'refunded' }]);
  });

  it('refuses a refund of an order whose payment was not captured', async () => {
    const product = await createProduct(t, { code: 'REFUND-P1', price: 10, stock: 5 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }]);
    expectError(
      await postRefund(t, order._id, { amount: 1 }, await adminHeaders(t)),
      409,
      serverMessages.refundNotCaptured,
    );
    expectError(await postCancel(t, order._id, {}, await adminHeaders(t)), 409, serverMessages.cancelRefused);
  });

  it('never refunds more than was captured when refunds arrive at once', async () => {
    const product = await createProduct(t, { code: 'REFUND-R1', price: 30, stock: 5 });
    const order = await acceptedOrder(t, [{ id: product, quantity: 1 }]);
    const refund = t.app.payments.refund.bind(t.app.payments);
    // The provider slowed, so every request claims while the others wait for it.
    vi.spyOn(t.app.payments, 'refund').mockImplementation(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return refund(input);
    });
    const headers = await adminHeaders(t);
    // Five refunds of 40 % each: at most two fit in what was captured.
    const amount = Math.floor(order.total * 40) / 100;
    const answers = await Promise.all(Array.from({ length: 5 }, () => postRefund(t, order._id, { amount }, headers)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 400, 400, 400]);
    for (const answer of answers.filter((one) => one.statusCode === 400))
      expectError(answer, 400, serverMessages.refundTooHigh);
    const rows = await refundRows(t, order._id);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(Math.round(order.total * 100));
    expect(await countRows(t, sql`select coalesce(sum(amount_minor), 0)::int as n from sandbox_refunds`)).toBe(
      Math.round(amount * 100) * 2,
    );
  });

  it('recovers a refund whose request died after the provider refunded: the reconciler settles it once', async () => {
    const product = await createProduct(t, { code: 'REFUND-C1', price: 25, stock: 5 });
    const order = await acceptedOrder(t, [{ id: product, quantity: 2 }]);
    const line = order.items[0];
    if (!line) throw new Error('line missing');
    const refund = t.app.payments.refund.bind(t.app.payments);
    // The provider refunds, and the process dies before our record of it.
    vi.spyOn(t.app.payments, 'refund').mockImplementationOnce(async (input) => {
      await refund(input);
      throw new Error('process killed');
    });
    const crashed = await postRefund(
      t,
      order._id,
      { lines: [{ lineId: line._id, quantity: 1 }], restock: true },
      await adminHeaders(t),
    );
    expect(crashed.statusCode).toBe(500);
    expect(await refundRows(t, order._id)).toEqual([{ amount: Math.round(line.total * 50), status: 'pending' }]);
    // Counted while pending: nothing beyond what is left can be claimed meanwhile.
    expectError(
      await postRefund(t, order._id, { amount: order.total }, await adminHeaders(t)),
      400,
      serverMessages.refundTooHigh,
    );

    const later = withClock(t.app, { now: () => new Date(Date.now() + 10 * 60 * 1000) });
    const summary = await reconcilePayments(later, { checkoutAfterMs: 60 * 60 * 1000 });
    expect(summary.refunds).toMatchObject({ refunded: 1, errors: 0 });
    expect(await refundRows(t, order._id)).toEqual([{ amount: Math.round(line.total * 50), status: 'refunded' }]);
    // The provider was asked again with the same key: one refund, not two; the restock happened once.
    expect(await countRows(t, sql`select count(*)::int as n from sandbox_refunds`)).toBe(1);
    expect(await stockOf(t, product)).toBe(4);
  });
});

describe.each(databaseTargets())('refunds through Stripe on $name', (target) => {
  const { t, fake } = useFakeStripeApp(target);

  it('refunds through the Refunds API with an idempotency key, and a retry refunds once', async () => {
    const product = await createProduct(t, { code: 'REFUND-S1', price: 60, stock: 5 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 1 }], {
      token: 'pm_card_visa',
    });
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/orders/${order._id}/status`,
      headers: await adminHeaders(t),
      payload: { from: 'pending', to: 'in_progress' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const idempotencyKey = newIdempotencyKey();
    const headers = await adminHeaders(t);
    const first = await postRefund(t, order._id, { idempotencyKey, amount: 20 }, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect((await postRefund(t, order._id, { idempotencyKey, amount: 20 }, headers)).statusCode).toBe(201);
    const calls = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({ amount: '2000' });
    expect(calls[0]?.idempotencyKey).toMatch(/^refund:/);
    expect(fake.paymentIntent(String(calls[0]?.params.payment_intent))?.amount_refunded).toBe(2000);
    expect(orderOf(first).paymentDetails.status).toBe('partially_refunded');
  });
});
