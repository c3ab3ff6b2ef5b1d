import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@iot/shared/dashboard';
import type { Order } from '@iot/shared/orders';
import { expectError } from '../../test/auth-helpers.ts';
import { adminHeaders, createProduct, customerHeaders, placeTestOrder } from '../../test/order-helpers.ts';
import { sendTestMessage } from '../../test/request-helpers.ts';
import { databaseTargets, useTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The dashboard's figures against totals computed here from the orders the test placed: a period
 * of two days in Dubai (UTC+4), the two days before it, a rejected order that never counts.
 */
const period = { from: '2026-03-10T20:00:00.000Z', to: '2026-03-12T20:00:00.000Z' };

async function placedAt(t: TestApp, order: Order, instant: string): Promise<void> {
  await t.database.db.execute(sql`update orders set placed_at = ${instant}::timestamptz where id = ${order._id}`);
}

async function dashboard(t: TestApp, timeZone: string, query: Record<string, string> = period): Promise<Dashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/dashboard?${new URLSearchParams(query).toString()}`,
    headers: { ...(await adminHeaders(t)), timezone: timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

/** What the dashboard should say of these orders, summed here from the orders themselves. */
function expectedFigures(orders: Order[], newCustomers: number) {
  const net = orders.reduce((sum, order) => sum + order.subtotal - order.discount, 0);
  return {
    netSales: net,
    orders: orders.length,
    averageOrderValue: orders.length ? net / orders.length : 0,
    newCustomers,
    unitsSold: orders.reduce((sum, order) => sum + order.items.reduce((units, line) => units + line.quantity, 0), 0),
    discountCost: orders.reduce((sum, order) => sum + order.discount, 0),
    redemptions: orders.filter((order) => order.discountCode !== null).length,
  };
}

describe.each(databaseTargets())('the back-office dashboard on $name', (target) => {
  const t = useTestApp(target);

  it('sums a period and the one before from the orders, by day in the viewer’s time zone', async () => {
    const tracker = await createProduct(t, { code: 'DASH-TRK', price: 100, stock: 50 });
    const antenna = await createProduct(t, { code: 'DASH-ANT', price: 30, stock: 5 });
    const [first, second, third] = [await customerHeaders(t), await customerHeaders(t), await customerHeaders(t)];

    // The first customer's only order falls in the period before: new then, not now.
    const before = await placeTestOrder(t, first, [{ id: tracker, quantity: 2 }]);
    await placedAt(t, before, '2026-03-09T12:00:00Z');
    // 01:30 on 11 March in Dubai, still 10 March in UTC.
    const now = await placeTestOrder(
      t,
      second,
      [
        { id: tracker, quantity: 1 },
        { id: antenna, quantity: 3 },
      ],
      { code: 'WELCOME10' },
    );
    await placedAt(t, now, '2026-03-10T21:30:00Z');
    // A rejected order counts nowhere but in the orders by status.
    const rejected = await placeTestOrder(t, third, [{ id: antenna, quantity: 1 }]);
    await placedAt(t, rejected, '2026-03-11T10:00:00Z');
    const headers = await adminHeaders(t);
    const patch = (order: Order, to: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/marketplace/orders/${order._id}/status`,
        headers,
        payload: { from: 'pending', to },
      });
    expect((await patch(rejected, 'rejected')).statusCode).toBe(200);
    expect((await patch(before, 'in_progress')).statusCode).toBe(200);

    // Requests waiting for an answer: two new, one in progress; an answered one is done.
    const requestIds: string[] = [];
    for (let index = 0; index < 4; index += 1) requestIds.push(await sendTestMessage(t));
    for (const [id, status] of [
      [requestIds[2], 'in-progress'],
      [requestIds[3], 'answered'],
    ] as const) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/requests/${id}`,
        headers,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const dubai = await dashboard(t, 'Asia/Dubai');
    expect(dubai.currency).toBe('USD');
    expect(dubai.previousPeriod).toEqual({ from: '2026-03-08T20:00:00.000Z', to: period.from });
    expect(dubai.current).toEqual(expectedFigures([now], 1));
    expect(dubai.current.discountCost).toBeGreaterThan(0);
    expect(dubai.previous).toEqual(expectedFigures([before], 1));
    expect(dubai.salesOverTime).toEqual([
      { day: '2026-03-11', netSales: now.subtotal - now.discount, orders: 1 },
      { day: '2026-03-12', netSales: 0, orders: 0 },
    ]);
    expect(dubai.ordersByStatus).toEqual([
      { status: 'pending', orders: 1 },
      { status: 'in_progress', orders: 0 },
      { status: 'shipped', orders: 0 },
      { status: 'delivered', orders: 0 },
      { status: 'rejected', orders: 1 },
      { status: 'cancelled', orders: 0 },
    ]);
    // Best sellers by units: three antennas, then one tracker, each net of its share of the code.
    const line = (code: string) => now.items.find((item) => item.code === code);
    expect(dubai.topProducts).toEqual(
      ['DASH-ANT', 'DASH-TRK'].map((code) => ({
        productId: line(code)?.productId,
        name: line(code)?.name,
        code,
        units: line(code)?.quantity,
        netSales: (line(code)?.unitPrice ?? 0) * (line(code)?.quantity ?? 0) - (line(code)?.discount ?? 0),
      })),
    );
    // Antennas: 5 − 3 sold (the rejected one came back) = 2, under the default threshold of 5.
    expect(dubai.lowStock).toEqual([
      { productId: antenna, name: expect.any(String), code: 'DASH-ANT', level: 2, lowStockThreshold: 5 },
    ]);
    expect(dubai.queues).toEqual({
      awaitingAcceptance: 1,
      readyToShip: 1,
      openRequests: 3,
      licenseSeatsNearlyUsedUp: 0,
    });

    // The same instants read in UTC: the order lands on 10 March, and the period spans three days.
    const utc = await dashboard(t, 'UTC');
    expect(utc.salesOverTime.map((day) => [day.day, day.orders])).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 0],
      ['2026-03-12', 0],
    ]);
    expect(utc.current).toEqual(dubai.current);
  });

  it('refuses a period that ends before it starts, or one longer than the chart draws', async () => {
    const headers = await adminHeaders(t);
    const ask = (query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/marketplace/dashboard?${new URLSearchParams(query).toString()}`, headers });
    expect((await ask({ from: period.to, to: period.from })).statusCode).toBe(400);
    expect((await ask({ from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await ask({ from: period.from })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace/dashboard?${new URLSearchParams(period)}`,
    });
    expectError(response, 401);
  });
});
