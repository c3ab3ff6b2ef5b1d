import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discount } from '@iot/shared/admin-discounts';
import type { AdminOrder, AdminOrderSummary } from '@iot/shared/admin-orders';
import type { Dashboard } from '@iot/shared/dashboard';
import type { InventoryRow, StockMovement } from '@iot/shared/inventory';
import type { CustomerLicense } from '@iot/shared/licenses';
import { orderStatuses, trackingSteps, type OrderStatus } from '@iot/shared/orders';
import { adminDirectory } from '../modules/admins/admin-service.ts';
import { companyDirectory } from '../modules/companies/company-service.ts';
import { databaseStorage } from '../modules/files/file-storage.ts';
import { demoProducts } from '../modules/products/demo-catalog-data.ts';
import { seedDemoCatalog } from '../modules/products/demo-catalog.ts';
import { tenantUserDirectory } from '../modules/tenants/tenant-user-service.ts';
import type { DemoCredentials } from '../seed.ts';
import { adminHeaders, customerHeaders } from '../test/order-helpers.ts';
import { createTestApp, databaseTargets, demoAccounts, type TestApp } from '../test/test-app.ts';
import { seedDemoLicenses } from './demo-licenses.ts';
import { beforeDemoHistory, demoHistoryDays, seedDemoOrders, type DemoHistory } from './demo-orders.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** What each engine's history was (who bought what, and where it stands), to compare the engines. */
const histories = new Map<string, string[]>();

/** The accounts the test app's seed created, as the start-up's seed answers them. */
async function seededAccounts(t: TestApp): Promise<DemoCredentials> {
  const { db } = t.database;
  const admin = await adminDirectory.findByEmail(db, demoAccounts.admin.email, null);
  const company = await companyDirectory.findByEmail(db, demoAccounts.company.email, null);
  const tenantUser = await tenantUserDirectory.findByEmail(db, demoAccounts.tenantUser.email, demoAccounts.tenantId);
  if (!admin || !company || !tenantUser) throw new Error('the test app seeds the demo accounts');
  return {
    admin: { id: admin.id, ...demoAccounts.admin },
    company: { id: company.id, ...demoAccounts.company },
    tenant: { id: demoAccounts.tenantId, name: 'Demo Fleet Co' },
    tenantUser: { id: tenantUser.id, ...demoAccounts.tenantUser },
  };
}

/**
 * Issue 11: a fresh install's demo order history, read back through the back office's API as an
 * administrator would see it: spread over 90 days, each order's status the end of its history,
 * stock and its ledger explained by the orders, the codes' uses counted, placed only once.
 */
describe.each(databaseTargets())('the demo order history on $name', (target) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let history: DemoHistory | undefined;
  let startedAt: number;
  let orders: AdminOrder[];

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    // As `npm start` does on a fresh install: the catalog stocked before the history, then the history.
    await seedDemoCatalog(beforeDemoHistory(t.app), databaseStorage);
    startedAt = Date.now();
    history = await seedDemoOrders(t.app, await seededAccounts(t));
    headers = await adminHeaders(t);
    const list = await get<{ data: AdminOrderSummary[]; meta: { total: number } }>(
      '/marketplace/orders?limit=100&sort=placedAt&order=asc',
    );
    expect(list.meta.total).toBe(list.data.length);
    orders = [];
    for (const summary of list.data)
      orders.push((await get<{ data: AdminOrder }>(`/marketplace/orders/${summary._id}`)).data);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('places 60 to 90 orders over the last 90 days, recent days busier, by seven customers', () => {
    expect(history?.orders).toBe(orders.length);
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(orders.length).toBeLessThanOrEqual(90);
    const ages = orders.map((order) => (startedAt - Date.parse(order.placedAt)) / dayMs);
    expect(Math.max(...ages)).toBeLessThanOrEqual(demoHistoryDays);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    // Every fortnight of the 90 days has orders, and the last one has more than the first.
    const fortnights = Array.from({ length: 6 }, (_, index) =>
      ages.filter((age) => age >= index * 15 && age < (index + 1) * 15),
    );
    expect(fortnights.every((within) => within.length > 0)).toBe(true);
    expect(fortnights[0]?.length ?? 0).toBeGreaterThan(fortnights[5]?.length ?? 0);
    const customers = new Set(orders.map((order) => `${order.customer.kind}:${order.customer.id}`));
    expect(customers.size).toBe(7);
    expect(orders.some((order) => order.customer.kind === 'tenant')).toBe(true);
    // Subscriptions are sold too, and orders have one to four lines.
    expect(orders.some((order) => order.items.some((line) => line.code.startsWith('SUB-')))).toBe(true);
    expect(orders.every((order) => order.items.length >= 1 && order.items.length <= 4)).toBe(true);
  });

  it('gives each order the status its history ends in: older ones delivered or rejected, recent ones still moving', () => {
    const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
    for (const order of orders) {
      counts[order.status] += 1;
      const steps = order.history.map((change) => change.to);
      const expected: OrderStatus[] =
        order.status === 'rejected'
          ? ['pending', 'rejected']
          : order.status === 'cancelled'
            ? ['pending', 'in_progress', 'cancelled']
            : trackingSteps.slice(0, trackingSteps.indexOf(order.status) + 1);
      expect(steps).toEqual(expected);
      expect(order.history[0]?.at).toBe(order.placedAt);
      const times = order.history.map((change) => Date.parse(change.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(startedAt);
      // Shipped means every unit left, with a carrier and a tracking number.
      if (order.status === 'shipped' || order.status === 'delivered') {
        expect(order.shipments).toHaveLength(1);
        expect(order.items.every((line) => line.shippedQuantity === line.quantity)).toBe(true);
      }
      const expectedPayment =
        order.paymentDetails.kind === 'bank-account'
          ? 'awaiting_transfer'
          : order.status === 'rejected'
            ? 'cancelled'
            : order.status === 'pending'
              ? 'authorized'
              : 'captured';
      expect(order.paymentDetails.status).toBe(expectedPayment);
    }
    expect(history?.byStatus).toEqual(counts);
    expect(counts.delivered).toBeGreaterThan(orders.length / 2);
    for (const status of ['pending', 'in_progress', 'shipped', 'rejected'] as const)
      expect(counts[status]).toBeGreaterThan(0);
    // Orders still waiting were all placed after every delivered one.
    const placed = (status: OrderStatus) =>
      orders.filter((order) => order.status === status).map((order) => Date.parse(order.placedAt));
    expect(Math.min(...placed('pending'))).toBeGreaterThan(Math.max(...placed('delivered')));
    // Several ways to pay: cards of three brands, saved or not, and a bank transfer.
    const brands = new Set(orders.map((order) => order.paymentDetails.brand));
    expect(brands).toEqual(new Set(['visa', 'mastercard', 'amex', null]));
  });

  it('takes its stock through inventory: each level is the catalog’s less what orders kept, and the ledger reads in order', async () => {
    const taken = new Map<string, number>();
    for (const order of orders.filter((order) => order.status !== 'rejected'))
      for (const line of order.items) taken.set(line.code, (taken.get(line.code) ?? 0) + line.quantity);
    expect(taken.size).toBeGreaterThan(20);
    const inventory = (await get<{ data: InventoryRow[] }>('/marketplace/inventory?limit=100')).data;
    for (const product of demoProducts) {
      const row = inventory.find((candidate) => candidate.code === product.code);
      expect(row?.level, product.code).toBe(product.stock - (taken.get(product.code) ?? 0));
    }
    // No product became low or out of stock: those states are exactly the catalog's own.
    const lowInCatalog = demoProducts.filter((product) => product.stock <= 5).map((product) => product.code);
    expect(
      inventory
        .filter((row) => row.state !== 'in')
        .map((row) => row.code)
        .sort(),
    ).toEqual(lowInCatalog.sort());

    for (const code of taken.keys()) {
      const row = inventory.find((candidate) => candidate.code === code);
      const ledger = await get<{ data: StockMovement[] }>(
        `/marketplace/inventory/${row?.productId}/movements?limit=100`,
      );
      // Newest first: read oldest first, each row leaves the level the one before left, plus its delta.
      const oldestFirst = [...ledger.data].reverse();
      expect(oldestFirst[0]?.reason).toBe('Initial stock');
      let level = 0;
      for (const movement of oldestFirst) {
        level += movement.delta;
        expect(movement.level, code).toBe(level);
      }
      expect(level).toBe(row?.level);
    }
  });

  it('counts its code uses, keeps the single-use LAUNCH25 unused, and shows on the 90-day dashboard', async () => {
    const discounts = (await get<{ data: Discount[] }>('/marketplace/discounts?limit=100')).data;
    const usesOf = (code: string) =>
      orders.filter((order) => order.discountCode === code && order.status !== 'rejected').length;
    const byCode = new Map(discounts.map((discount) => [discount.code, discount]));
    expect(byCode.get('LAUNCH25')).toMatchObject({ status: 'active', usedCount: 0 });
    expect(usesOf('WELCOME10')).toBeGreaterThan(0);
    expect(byCode.get('WELCOME10')?.usedCount).toBe(usesOf('WELCOME10'));
    expect(byCode.get('GATEWAY15')?.usedCount).toBe(usesOf('GATEWAY15'));

    const to = new Date(startedAt + 60_000);
    const from = new Date(to.getTime() - demoHistoryDays * dayMs - dayMs);
    const dashboard = (
      await get<{ data: Dashboard }>(`/marketplace/dashboard?from=${from.toISOString()}&to=${to.toISOString()}`)
    ).data;
    const kept = orders.filter((order) => order.status !== 'rejected');
    expect(dashboard.current.orders).toBe(kept.length);
    expect(dashboard.current.newCustomers).toBe(new Set(kept.map((order) => order.customer.id)).size);
    expect(dashboard.current.redemptions).toBe(kept.filter((order) => order.discountCode !== null).length);
    expect(dashboard.current.unitsSold).toBe(
      kept.reduce((sum, order) => sum + order.items.reduce((units, line) => units + line.quantity, 0), 0),
    );
  });

  it('places the same history on every install: the generator is seeded', () => {
    const history = orders.map(
      (order) =>
        `${order.customer.name} ${order.status} ${order.discountCode ?? '-'} ${order.items
          .map((line) => `${line.code}×${line.quantity}`)
          .join(' ')}`,
    );
    const other = [...histories.values()][0];
    if (other) expect(history).toEqual(other);
    histories.set(target.name, history);
  });

  it('places nothing a second time', async () => {
    expect(await seedDemoOrders(t.app, await seededAccounts(t))).toBeUndefined();
    const list = await get<{ meta: { total: number } }>('/marketplace/orders?limit=1');
    expect(list.meta.total).toBe(orders.length);
  });

  it('gives the demo tenant licenses: its accepted subscription lines, and two allocated by hand with the user’s seats', async () => {
    const accepted = orders.filter(
      (order) => order.customer.kind === 'tenant' && order.status !== 'pending' && order.status !== 'rejected',
    );
    const subscriptionLines = accepted.flatMap((order) =>
      order.items.filter((item) => demoProducts.find((product) => product.code === item.code)?.type === 'subscription'),
    );
    const fromOrders = await get<{ meta: { total: number } }>(
      `/marketplace/license-allocation?tenantId=${demoAccounts.tenantId}&limit=1`,
    );
    expect(fromOrders.meta.total).toBe(subscriptionLines.length);

    expect(await seedDemoLicenses(t.app, await seededAccounts(t))).toBe(2);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/marketplace-customer/licenses',
      headers: await customerHeaders(t, 'tenant', (await seededAccounts(t)).tenantUser.id),
    });
    const licenses = mine.json<{ data: CustomerLicense[] }>().data;
    expect(licenses).toHaveLength(subscriptionLines.length + 2);
    expect(
      licenses
        .filter((license) => license.assignedToMe)
        .map((license) => license.product.code)
        .sort(),
    ).toEqual(['LIC-LNS-100', 'SUB-FLEET-Y']);
    const nearlyUsedUp = await get<{ data: { product: { code: string } }[] }>(
      '/marketplace/license-allocation?nearlyUsedUp=true',
    );
    expect(nearlyUsedUp.data.map((license) => license.product.code)).toEqual(['LIC-LNS-100']);
  });
});
