import type { UUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderSummary, OrderStatusBody, PaymentTransaction } from '@iot/shared/admin-orders';
import type { Order } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { bearer, expectError } from '../../test/auth-helpers.ts';
import { signInDemoCompany, signInDemoTenantUser } from '../../test/customer-sessions.ts';
import {
  countRows,
  createProduct,
  customerHeaders,
  demoAdminHeaders,
  placeTestOrder,
} from '../../test/order-helpers.ts';
import { outboxMailsOfKind } from '../../test/outbox-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp } from '../../test/test-app.ts';

type Page<T> = { data: T[]; meta: { page: number; limit: number; total: number } };

/** The seeded administrator's headers (its name shows in the history). */
describe.each(databaseTargets())('back-office orders API on $name', (target) => {
  const t = useTestApp(target);

  async function list(query: Record<string, string> = {}): Promise<Page<AdminOrderSummary>> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace/orders?${new URLSearchParams(query).toString()}`,
      headers: await demoAdminHeaders(t),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<AdminOrderSummary>>();
  }
  const numbers = (page: Page<AdminOrderSummary>) => page.data.map((order) => order.orderId);

  async function detail(id: string): Promise<AdminOrder> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace/orders/${id}`,
      headers: await demoAdminHeaders(t),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminOrder }>().data;
  }

  async function patchStatus(id: string, body: OrderStatusBody) {
    return t.app.inject({
      method: 'PATCH',
      url: `/marketplace/orders/${id}/status`,
      headers: await demoAdminHeaders(t),
      payload: body,
    });
  }

  /** The move is refused with this status and message, and changes nothing. */
  async function refused(id: string, body: OrderStatusBody, status: number, text?: string) {
    const before = await detail(id);
    expectError(await patchStatus(id, body), status, text);
    const after = await detail(id);
    expect([after.status, after.items, after.shipments, after.history]).toEqual([
      before.status,
      before.items,
      before.shipments,
      before.history,
    ]);
  }

  /** POST /orders/{id}/shipments: a DHL parcel holding one of the line, as the demo administrator. */
  async function postParcel(id: string, trackingNumber: string, lineId: string) {
    return t.app.inject({
      method: 'POST',
      url: `/marketplace/orders/${id}/shipments`,
      headers: await demoAdminHeaders(t),
      payload: { carrier: 'DHL', trackingNumber, lines: [{ lineId, quantity: 1 }] },
    });
  }

  async function moved(id: string, body: OrderStatusBody): Promise<AdminOrder> {
    const response = await patchStatus(id, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminOrder }>().data;
  }

  async function transactions(query: Record<string, string> = {}): Promise<Page<PaymentTransaction>> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace/transactions?${new URLSearchParams(query).toString()}`,
      headers: await demoAdminHeaders(t),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<PaymentTransaction>>();
  }

  const stockOf = (productId: string) =>
    countRows(t, sql`select level as n from inventory_levels where product_id = ${productId}`);

  /** An order of `quantity` sensors at 10.00 each, by a new anonymous-named customer unless told. */
  async function orderOf(quantity: number, headers?: Record<string, string>, fullName?: string): Promise<Order> {
    const product = await createProduct(t, {
      code: `P-${quantity}-${Math.random()}`.slice(0, 20),
      price: 10,
      stock: 50,
    });
    return placeTestOrder(t, headers ?? (await customerHeaders(t)), [{ id: product, quantity }], {
      ...(fullName ? { fullName } : {}),
    });
  }

  it('refuses every route to a caller who is not an administrator', async () => {
    const order = await orderOf(1);
    const routes = [
      { method: 'GET', url: '/marketplace/orders' },
      { method: 'GET', url: `/marketplace/orders/${order._id}` },
      { method: 'PATCH', url: `/marketplace/orders/${order._id}/status`, payload: { from: 'pending', to: 'rejected' } },
      {
        method: 'POST',
        url: `/marketplace/orders/${order._id}/shipments`,
        payload: { carrier: 'DHL', trackingNumber: 'T1', lines: [{ lineId: order.items[0]?._id, quantity: 1 }] },
      },
      { method: 'GET', url: '/marketplace/transactions' },
    ] as const;
    const customer = await customerHeaders(t);
    const notAdmin = bearer(await t.adminToken({ isAdmin: false }));
    for (const route of routes) {
      expectError(await t.app.inject({ ...route }), 401);
      expectError(await t.app.inject({ ...route, headers: customer }), 401);
      expectError(await t.app.inject({ ...route, headers: notAdmin }), 403);
    }
    expect((await detail(order._id)).status).toBe('pending');
  });

  it("lists a tenant's orders: those of any of its users, none of another tenant's or a company's", async () => {
    const admin = await demoAdminHeaders(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/marketplace/tenant-management/tenants',
      headers: admin,
      payload: { tenantName: 'Harbour Logistics', email: 'ops@harbour.example' },
    });
    const tenantId = created.json<{ data: { _id: string } }>().data._id;
    const users = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/marketplace/tenant-management/tenants/${tenantId}/users`,
          headers: admin,
          payload: {
            username: `driver.${name}`,
            email: `${name}@harbour.example`,
            mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 2222' },
            password: 'Driver-Password-1!',
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ data: { _id: UUID } }>().data._id;
      }),
    );
    const company = await signInDemoCompany(t);
    const demoTenantUser = await signInDemoTenantUser(t);
    await orderOf(1, company.headers);
    const demoOrder = await orderOf(2, demoTenantUser.headers);
    const firstOrder = await orderOf(3, await customerHeaders(t, 'tenant', users[0]));
    t.clock.advance(60_000);
    const secondOrder = await orderOf(4, await customerHeaders(t, 'tenant', users[1]));

    const ofTenant = await list({ tenantId });
    expect(numbers(ofTenant)).toEqual([secondOrder.orderId, firstOrder.orderId]);
    expect(ofTenant.meta.total).toBe(2);
    expect(ofTenant.data.map((order) => order.customer.email)).toEqual(['two@harbour.example', 'one@harbour.example']);
    expect(numbers(await list({ tenantId: demoAccounts.tenantId }))).toEqual([demoOrder.orderId]);
    // With the other filters, and for a tenant without users or orders.
    expect(numbers(await list({ tenantId, status: 'pending', limit: '1', page: '2' }))).toEqual([firstOrder.orderId]);
    expect((await list({ tenantId: '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a99' })).meta.total).toBe(0);
    expectError(
      await t.app.inject({ method: 'GET', url: '/marketplace/orders?tenantId=not-a-uuid', headers: admin }),
      400,
    );
  });

  it('lists every customer’s orders with status, search, dates, customer, sort and paging', async () => {
    const company = await signInDemoCompany(t);
    const tenantUser = await signInDemoTenantUser(t);
    const first = await orderOf(3, company.headers, 'Alice Buyer');
    t.clock.advance(60_000);
    const second = await orderOf(1, tenantUser.headers, 'Bob Fleet');
    t.clock.advance(60_000);
    const third = await orderOf(2, await customerHeaders(t), 'Carol 100%_Sure');
    await moved(second._id, { from: 'pending', to: 'rejected' });

    // Newest first by default, with the customer and the payment.
    const all = await list();
    expect(numbers(all)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(all.meta).toEqual({ page: 1, limit: 10, total: 3 });
    expect(all.data[2]).toMatchObject({
      orderId: first.orderId,
      status: 'pending',
      total: 30,
      itemsQuantity: 3,
      currency: 'USD',
      paymentStatus: 'authorized',
      paymentDriver: 'sandbox',
      customer: { kind: 'root', id: company.id, name: 'Demo Trading LLC', email: demoAccounts.company.email },
    });
    expect(all.data[1]).toMatchObject({
      status: 'rejected',
      paymentStatus: 'cancelled',
      customer: { kind: 'tenant', id: tenantUser.id, name: 'Fleet User', email: demoAccounts.tenantUser.email },
    });
    // A customer without an account row is named as the order was placed.
    expect(all.data[0]?.customer).toMatchObject({ kind: 'root', name: 'Carol 100%_Sure', email: null });

    expect(numbers(await list({ status: 'rejected' }))).toEqual([second.orderId]);
    expect(numbers(await list({ status: 'delivered' }))).toEqual([]);
    // The order ID with or without '#', or without its leading zeros.
    expect(numbers(await list({ search: `#${first.orderId}` }))).toEqual([first.orderId]);
    expect(numbers(await list({ search: first.orderId }))).toEqual([first.orderId]);
    expect(numbers(await list({ search: String(Number(first.orderId)) }))).toEqual([first.orderId]);
    // The customer's name, account name or e-mail, in any case; '%' and '_' are taken literally.
    expect(numbers(await list({ search: 'bob fl' }))).toEqual([second.orderId]);
    expect(numbers(await list({ search: 'trading' }))).toEqual([first.orderId]);
    expect(numbers(await list({ search: demoAccounts.tenantUser.email.toUpperCase() }))).toEqual([second.orderId]);
    expect(numbers(await list({ search: '100%_' }))).toEqual([third.orderId]);
    expect(numbers(await list({ search: '1_0' }))).toEqual([]);
    // Placed between two instants, both inclusive.
    expect(numbers(await list({ from: second.placedAt }))).toEqual([third.orderId, second.orderId]);
    expect(numbers(await list({ to: second.placedAt }))).toEqual([second.orderId, first.orderId]);
    expect(numbers(await list({ from: second.placedAt, to: second.placedAt }))).toEqual([second.orderId]);
    // One customer's orders.
    expect(numbers(await list({ customerKind: 'tenant', customerId: tenantUser.id }))).toEqual([second.orderId]);
    expect(numbers(await list({ customerKind: 'root', customerId: company.id }))).toEqual([first.orderId]);
    // Sorted by total or by order ID, either way.
    expect(numbers(await list({ sort: 'total', order: 'asc' }))).toEqual([
      second.orderId,
      third.orderId,
      first.orderId,
    ]);
    expect(numbers(await list({ sort: 'total', order: 'desc' }))).toEqual([
      first.orderId,
      third.orderId,
      second.orderId,
    ]);
    expect(numbers(await list({ sort: 'orderId', order: 'asc' }))).toEqual([
      first.orderId,
      second.orderId,
      third.orderId,
    ]);
    expect(numbers(await list({ sort: 'placedAt', order: 'asc' }))).toEqual([
      first.orderId,
      second.orderId,
      third.orderId,
    ]);
    // Paging.
    const secondPage = await list({ limit: '2', page: '2' });
    expect(numbers(secondPage)).toEqual([first.orderId]);
    expect(secondPage.meta).toEqual({ page: 2, limit: 2, total: 3 });
    // A malformed filter is refused, not ignored.
    for (const bad of [{ status: 'lost' }, { from: 'yesterday' }, { customerId: 'x' }, { sort: 'name' }] as Record<
      string,
      string
    >[])
      expectError(
        await t.app.inject({
          method: 'GET',
          url: `/marketplace/orders?${new URLSearchParams(bad).toString()}`,
          headers: await demoAdminHeaders(t),
        }),
        400,
      );
  });

  it('moves an order through accept, shipments, ship and deliver, with who, when and the note', async () => {
    const order = await orderOf(3, undefined, 'Dana Ship');
    const [line] = order.items;
    if (!line) throw new Error('no line');

    // Outside the table, and from a status the order no longer has.
    await refused(order._id, { from: 'pending', to: 'shipped' }, 409, serverMessages.orderTransitionRefused);
    await refused(order._id, { from: 'pending', to: 'delivered' }, 409, serverMessages.orderTransitionRefused);
    await refused(order._id, { from: 'in_progress', to: 'shipped' }, 409, serverMessages.orderStatusChanged);

    const accepted = await moved(order._id, { from: 'pending', to: 'in_progress', note: 'Stock checked' });
    expect(accepted.status).toBe('in_progress');
    expect(accepted.paymentDetails.status).toBe('captured');
    expect(accepted.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'in_progress',
      note: 'Stock checked',
      actor: { kind: 'admin', name: 'Demo Admin' },
    });
    expect(accepted.history[0]).toMatchObject({
      from: null,
      to: 'pending',
      actor: { kind: 'customer', name: 'Dana Ship' },
    });
    expect(accepted.transactions.map((row) => [row.kind, row.status, row.amount])).toEqual([
      ['authorization', 'authorized', 30],
      ['capture', 'captured', 30],
    ]);
    // Accepting again is a stale view, not a second capture.
    await refused(order._id, { from: 'pending', to: 'in_progress' }, 409, serverMessages.orderStatusChanged);

    // Nothing shipped yet: refused with SPEC's sentence, and nothing written.
    await refused(order._id, { from: 'in_progress', to: 'shipped' }, 400, serverMessages.shippedQuantityMismatch);
    // A parcel of part of the line, through the shipments route.
    const parcel = await postParcel(order._id, 'DHL-1', line._id);
    expect(parcel.statusCode, parcel.body).toBe(201);
    expect(parcel.json<{ data: AdminOrder }>().data.items[0]?.shippedQuantity).toBe(1);
    // A last parcel that is still short: refused, and the parcel is not kept either.
    const short: OrderStatusBody & { shipment: NonNullable<OrderStatusBody['shipment']> } = {
      from: 'in_progress',
      to: 'shipped',
      shipment: { carrier: 'Aramex', trackingNumber: 'ARX-2', lines: [{ lineId: line._id, quantity: 1 }] },
    };
    await refused(order._id, short, 400, serverMessages.shippedQuantityMismatch);
    // On the line's field, as the ship dialog shows it (the same schema checks both).
    expect(expectError(await patchStatus(order._id, short), 400).fields).toEqual({
      'lines.0.quantity': serverMessages.shippedQuantityMismatch,
    });
    // One that would ship more than was ordered.
    await refused(
      order._id,
      {
        ...short,
        shipment: { ...short.shipment, lines: [{ lineId: line._id, quantity: 3 }] },
      },
      400,
      serverMessages.shippedQuantityTooHigh,
    );
    // A line of another order.
    const other = await orderOf(1);
    await refused(
      order._id,
      {
        ...short,
        shipment: { ...short.shipment, lines: [{ lineId: other.items[0]?._id ?? '', quantity: 2 }] },
      },
      400,
    );
    let current = await detail(order._id);
    expect(current.status).toBe('in_progress');
    expect(current.items[0]?.shippedQuantity).toBe(1);
    expect(current.shipments.map((shipment) => shipment.trackingNumber)).toEqual(['DHL-1']);

    const shipped = await moved(order._id, {
      ...short,
      shipment: { ...short.shipment, lines: [{ lineId: line._id, quantity: 2 }] },
    });
    expect(shipped.status).toBe('shipped');
    expect(shipped.items[0]?.shippedQuantity).toBe(3);
    expect(shipped.shipments.map((shipment) => [shipment.carrier, shipment.trackingNumber, shipment.lines])).toEqual([
      ['DHL', 'DHL-1', [{ lineId: line._id, quantity: 1 }]],
      ['Aramex', 'ARX-2', [{ lineId: line._id, quantity: 2 }]],
    ]);
    // A parcel once shipped is a stale view.
    const late = await postParcel(order._id, 'DHL-9', line._id);
    expectError(late, 409, serverMessages.orderStatusChanged);

    current = await moved(order._id, { from: 'shipped', to: 'delivered' });
    expect(current.status).toBe('delivered');
    expect(current.history.map((change) => [change.from, change.to])).toEqual([
      [null, 'pending'],
      ['pending', 'in_progress'],
      ['in_progress', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    // Delivered is final.
    for (const to of ['pending', 'in_progress', 'shipped', 'rejected'] as const)
      await refused(order._id, { from: 'delivered', to }, 409, serverMessages.orderTransitionRefused);
    // The customer sees the same steps and the tracking numbers.
    expect(current.shipments).toHaveLength(2);
  });

  it('mails the customer each parcel as it leaves, and the last one, sent with the move to shipped, only in the shipped mail', async () => {
    const company = await signInDemoCompany(t);
    const order = await orderOf(3, company.headers);
    const [line] = order.items;
    if (!line) throw new Error('no line');
    await moved(order._id, { from: 'pending', to: 'in_progress' });

    const parcel = await postParcel(order._id, 'JD-PARCEL-1', line._id);
    expect(parcel.statusCode, parcel.body).toBe(201);
    // Queued with the parcel, to the order's customer: its tracking number and link, and what it holds.
    const parcelMails = await outboxMailsOfKind(t, 'order-parcel-shipped');
    expect(parcelMails.map((mail) => [mail.to, mail.subject])).toEqual([
      [demoAccounts.company.email, `Part of order #${order.orderId} has shipped`],
    ]);
    const text = parcelMails[0]?.text ?? '';
    expect(text).toContain(`Parcel 1 of your order #${order.orderId} has shipped. The rest of your order will follow.`);
    expect(text).toContain('Tracking number: JD-PARCEL-1');
    expect(text).toContain('tracking-id=JD-PARCEL-1');
    expect(text).toContain(`${line.name} · 1`);
    expect(await outboxMailsOfKind(t, 'order-shipped')).toEqual([]);

    // The last parcel goes with the move to shipped: the shipped mail lists both, and no parcel mail is added.
    await moved(order._id, {
      from: 'in_progress',
      to: 'shipped',
      shipment: { carrier: 'Aramex', trackingNumber: 'ARX-LAST-2', lines: [{ lineId: line._id, quantity: 2 }] },
    });
    expect(await outboxMailsOfKind(t, 'order-parcel-shipped')).toHaveLength(1);
    const shippedMails = await outboxMailsOfKind(t, 'order-shipped');
    expect(shippedMails.map((mail) => [mail.to, mail.subject])).toEqual([
      [demoAccounts.company.email, `Order #${order.orderId} shipped`],
    ]);
    expect(shippedMails[0]?.text).toContain('JD-PARCEL-1');
    expect(shippedMails[0]?.text).toContain('ARX-LAST-2');
  });

  it('rejects a pending order: stock back, the hold cancelled, and nothing further allowed', async () => {
    const product = await createProduct(t, { code: 'P-REJ', price: 12.5, stock: 5 });
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: product, quantity: 2 }]);
    expect(await stockOf(product)).toBe(3);
    const rejected = await moved(order._id, { from: 'pending', to: 'rejected', note: 'Customer asked' });
    expect(rejected.status).toBe('rejected');
    expect(rejected.paymentDetails.status).toBe('cancelled');
    expect(rejected.transactions.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'authorized'],
      ['cancellation', 'cancelled'],
    ]);
    expect(await stockOf(product)).toBe(5);
    expect(
      await countRows(
        t,
        sql`select count(*)::int as n from sandbox_payments where ref = ${rejected.transactions[0]?.providerRef ?? ''} and status = 'cancelled'`,
      ),
    ).toBe(1);
    for (const to of ['in_progress', 'pending', 'shipped'] as const)
      await refused(order._id, { from: 'rejected', to }, 409, serverMessages.orderTransitionRefused);
    expect(await stockOf(product)).toBe(5);
  });

  it('keeps the order pending when the capture is refused, and captures on a later try', async () => {
    const order = await orderOf(1);
    const ref = (await detail(order._id)).transactions[0]?.providerRef ?? '';
    await t.database.db.execute(sql`update sandbox_payments set status = 'declined' where ref = ${ref}`);
    await refused(order._id, { from: 'pending', to: 'in_progress' }, 402, serverMessages.paymentCaptureFailed);
    let current = await detail(order._id);
    expect(current.status).toBe('pending');
    expect(current.paymentDetails.status).toBe('authorized');
    expect(current.transactions.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'authorized'],
      ['capture', 'failed'],
    ]);

    await t.database.db.execute(sql`update sandbox_payments set status = 'authorized' where ref = ${ref}`);
    current = await moved(order._id, { from: 'pending', to: 'in_progress' });
    expect(current.paymentDetails.status).toBe('captured');
    expect(current.transactions.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'authorized'],
      ['capture', 'captured'],
    ]);
  });

  it('holds the order while a capture is under way, and frees a claim whose request died', async () => {
    const order = await orderOf(1);
    // A capture claimed by a request that never came back.
    await t.database.db.execute(
      sql`insert into payment_transactions (order_id, kind, driver, provider_ref, amount_minor, currency, status, created_at)
          values (${order._id}, 'capture', 'sandbox', null, 1000, 'USD', 'pending', ${t.clock.now().toISOString()})`,
    );
    await refused(order._id, { from: 'pending', to: 'in_progress' }, 409, serverMessages.paymentInProgress);
    await refused(order._id, { from: 'pending', to: 'rejected' }, 409, serverMessages.paymentInProgress);
    expect((await detail(order._id)).status).toBe('pending');

    t.clock.advance(3 * 60_000);
    const accepted = await moved(order._id, { from: 'pending', to: 'in_progress' });
    expect(accepted.paymentDetails.status).toBe('captured');
    expect(accepted.transactions.map((row) => [row.kind, row.status])).toEqual([
      ['authorization', 'authorized'],
      ['capture', 'captured'],
    ]);
  });

  it('lists payment transactions newest first, by order, customer and kind', async () => {
    const company = await signInDemoCompany(t);
    const mine = await orderOf(1, company.headers);
    t.clock.advance(60_000);
    const other = await orderOf(2);
    t.clock.advance(60_000);
    await moved(mine._id, { from: 'pending', to: 'in_progress' });

    const all = await transactions();
    expect(all.data.map((row) => [row.orderNumber, row.kind])).toEqual([
      [mine.orderId, 'capture'],
      [other.orderId, 'authorization'],
      [mine.orderId, 'authorization'],
    ]);
    expect(all.meta.total).toBe(3);
    expect(all.data[0]).toMatchObject({
      orderId: mine._id,
      customer: { kind: 'root', id: company.id, name: 'Demo Trading LLC' },
      driver: 'sandbox',
      providerRef: expect.stringMatching(/^pi_sandbox_/),
      amount: 10,
      currency: 'USD',
      status: 'captured',
    });
    expect((await transactions({ orderId: other._id })).data.map((row) => row.kind)).toEqual(['authorization']);
    expect((await transactions({ customerKind: 'root', customerId: company.id })).data.map((row) => row.kind)).toEqual([
      'capture',
      'authorization',
    ]);
    expect((await transactions({ customerKind: 'root', customerId: company.id, orderId: other._id })).meta.total).toBe(
      0,
    );
    expect((await transactions({ kind: 'capture' })).data.map((row) => row.orderId)).toEqual([mine._id]);
    const paged = await transactions({ limit: '1', page: '3' });
    expect(paged.data.map((row) => row.orderId)).toEqual([mine._id]);
    expect(paged.meta).toEqual({ page: 3, limit: 1, total: 3 });
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000123';
    expectError(
      await t.app.inject({ method: 'GET', url: `/marketplace/orders/${missing}`, headers: await demoAdminHeaders(t) }),
      404,
    );
    expectError(await patchStatus(missing, { from: 'pending', to: 'rejected' }), 404);
  });
});
