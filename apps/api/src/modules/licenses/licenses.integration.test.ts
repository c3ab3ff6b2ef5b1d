import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerLicense, LicenseAllocation, LicenseAllocationDetail, LicenseMember } from '@iot/shared/licenses';
import { serverMessages } from '@iot/shared/server-messages';
import { expectError } from '../../test/auth-helpers.ts';
import {
  countRows,
  createProduct,
  createSubscription,
  customerHeaders,
  demoAdminHeaders,
  placeTestOrder,
} from '../../test/order-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp, type TestApp } from '../../test/test-app.ts';
import { readOrderLines } from '../orders/admin-order-service.ts';
import { allocateOrderLicenses } from './license-service.ts';

/**
 * SPEC §2 /cms/licenses as an entitlement ledger: allocations by hand and from accepted orders
 * (once per order line), seats assigned by a conditional update that never passes the seats
 * allocated, suspend / resume / revoke / renew, and the tenant user's view of its tenant's licenses.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Page<T> = { data: T[]; meta: { page: number; limit: number; total: number } };
const tenantId = demoAccounts.tenantId;

async function call(t: TestApp, method: Method, url: string, payload?: object, headers?: Record<string, string>) {
  return t.app.inject({
    method,
    url: `/marketplace${url}`,
    headers: headers ?? (await demoAdminHeaders(t)),
    ...(payload ? { payload } : {}),
  });
}

async function allocate(t: TestApp, body: Record<string, unknown>): Promise<LicenseAllocationDetail> {
  const response = await call(t, 'POST', '/license-allocation', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: LicenseAllocationDetail }>().data;
}

/** Users of the demo tenant, written straight to the table (their passwords do not matter here). */
async function addTenantUsers(t: TestApp, count: number): Promise<ReturnType<typeof randomUUID>[]> {
  const ids: ReturnType<typeof randomUUID>[] = [];
  for (let n = 0; n < count; n += 1) {
    const id = randomUUID();
    await t.database.db.execute(
      sql`insert into tenant_users (id, tenant_id, email, password_hash, username) values (${id}, ${tenantId}, ${`seat${n}@example.com`}, 'x', ${`seat.${n}`})`,
    );
    ids.push(id);
  }
  return ids;
}

const accept = { from: 'pending', to: 'in_progress' };

describe.each(databaseTargets())('license allocations on $name', (target) => {
  const t = useTestApp(target);

  it('allocates seats by hand, for the product’s period, and lists and finds them', async () => {
    const product = await createSubscription(t, 'LIC-HAND', 'quarterly');
    const allocation = await allocate(t, {
      tenantId,
      productId: product,
      seats: 5,
      period: 'quarterly',
      startsAt: '2026-01-31T00:00:00.000Z',
    });
    expect(allocation).toMatchObject({
      tenant: { _id: tenantId, tenantName: 'Demo Fleet Co' },
      product: { _id: product, name: 'Platform LIC-HAND', code: 'LIC-HAND' },
      seats: 5,
      seatsUsed: 0,
      seatsAvailable: 5,
      period: 'quarterly',
      startsAt: '2026-01-31T00:00:00.000Z',
      // Three months on, the end of a month kept at the end of the shorter one.
      expiresAt: '2026-04-30T00:00:00.000Z',
      order: null,
      assignments: [],
    });
    expect(allocation.history.map((event) => [event.kind, event.actor])).toEqual([['allocated', 'Demo Admin']]);

    const list = (await call(t, 'GET', '/license-allocation?search=fleet')).json<Page<LicenseAllocation>>();
    expect(list.meta.total).toBe(1);
    expect(
      (await call(t, 'GET', '/license-allocation?search=LIC-HAND')).json<Page<LicenseAllocation>>().meta.total,
    ).toBe(1);
    expect(
      (await call(t, 'GET', '/license-allocation?search=nothing-like-it')).json<Page<LicenseAllocation>>().data,
    ).toEqual([]);
    // Past its expiry it reads as expired, and is listed under that status.
    expect(list.data[0]?.status).toBe(new Date() > new Date('2026-04-30') ? 'expired' : 'active');
    expect(
      (await call(t, 'GET', `/license-allocation?status=expired&tenantId=${tenantId}`)).json<Page<LicenseAllocation>>()
        .meta.total,
    ).toBe(new Date() > new Date('2026-04-30') ? 1 : 0);
  });

  it('refuses what is not a tenant’s subscription, and an unknown allocation', async () => {
    const device = await createProduct(t, { code: 'NOT-A-LICENSE', price: 10, stock: 2 });
    const refused = await call(t, 'POST', '/license-allocation', {
      tenantId,
      productId: device,
      seats: 2,
      period: 'yearly',
    });
    expectError(refused, 400, serverMessages.licenseSubscriptionsOnly);
    const product = await createSubscription(t, 'LIC-REFUSED');
    const noTenant = await call(t, 'POST', '/license-allocation', {
      tenantId: randomUUID(),
      productId: product,
      seats: 2,
      period: 'yearly',
    });
    expectError(noTenant, 400, 'Tenant not found');
    expectError(
      await call(t, 'POST', '/license-allocation', { tenantId, productId: product, seats: 0, period: 'yearly' }),
      400,
    );
    expectError(await call(t, 'GET', `/license-allocation/${randomUUID()}`), 404, 'License allocation not found');
    expect((await call(t, 'GET', '/license-allocation', undefined, {})).statusCode).toBe(401);
  });

  it('never assigns more seats than allocated: 30 parallel assignments on 10 seats give exactly 10', async () => {
    const product = await createSubscription(t, 'LIC-RACE');
    const allocation = await allocate(t, { tenantId, productId: product, seats: 10, period: 'yearly' });
    const users = await addTenantUsers(t, 30);
    const headers = await demoAdminHeaders(t);
    const answers = await Promise.all(
      users.map((userId) => call(t, 'POST', `/license-allocation/${allocation._id}/assignments`, { userId }, headers)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(20);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expectError(answer, 409, serverMessages.licenseSeatsUsedUp);
    const read = (await call(t, 'GET', `/license-allocation/${allocation._id}`)).json<{
      data: LicenseAllocationDetail;
    }>().data;
    expect(read).toMatchObject({ seats: 10, seatsUsed: 10, seatsAvailable: 0 });
    expect(read.assignments).toHaveLength(10);
    expect(
      await countRows(
        t,
        sql`select count(*)::int as n from license_assignments where allocation_id = ${allocation._id}`,
      ),
    ).toBe(10);
    // The dashboard's queue counts it as nearly used up, and so does the list's filter.
    expect(
      (await call(t, 'GET', '/license-allocation?nearlyUsedUp=true'))
        .json<Page<LicenseAllocation>>()
        .data.map((one) => one._id),
    ).toEqual([allocation._id]);
    const dashboard = await call(
      t,
      'GET',
      `/dashboard?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(
      dashboard.json<{ data: { queues: { licenseSeatsNearlyUsedUp: number } } }>().data.queues.licenseSeatsNearlyUsedUp,
    ).toBe(1);

    // A seat given back can be taken again; the same user twice is refused and takes nothing.
    const [first] = read.assignments;
    const released = await call(t, 'DELETE', `/license-allocation/${allocation._id}/assignments/${first?._id}`);
    expect(released.json<{ data: LicenseAllocationDetail }>().data.seatsUsed).toBe(9);
    const holder = read.assignments[1]?.user._id;
    expectError(
      await call(t, 'POST', `/license-allocation/${allocation._id}/assignments`, { userId: holder }),
      409,
      serverMessages.licenseAlreadyAssigned,
    );
    const after = (await call(t, 'GET', `/license-allocation/${allocation._id}`)).json<{
      data: LicenseAllocationDetail;
    }>().data;
    expect(after.seatsUsed).toBe(9);
    expect(after.history.map((event) => event.kind).slice(0, 2)).toEqual(['unassigned', 'assigned']);
  });

  it('refuses a seat to a user of another tenant', async () => {
    const product = await createSubscription(t, 'LIC-OTHER');
    const allocation = await allocate(t, { tenantId, productId: product, seats: 3, period: 'yearly' });
    const other = await call(t, 'POST', '/tenant-management/tenants', {
      tenantName: 'Other Fleet',
      email: 'other-fleet@example.com',
      settings: {},
      allowedDeviceProfileTypes: [],
      allowedNetworkServers: [],
    });
    const otherTenant = other.json<{ data: { _id: string } }>().data._id;
    const user = randomUUID();
    await t.database.db.execute(
      sql`insert into tenant_users (id, tenant_id, email, password_hash, username) values (${user}, ${otherTenant}, 'stranger@example.com', 'x', 'stranger')`,
    );
    expectError(
      await call(t, 'POST', `/license-allocation/${allocation._id}/assignments`, { userId: user }),
      400,
      serverMessages.licenseUserNotInTenant,
    );
  });

  it('suspends, resumes, renews and revokes only from the statuses that allow it', async () => {
    const product = await createSubscription(t, 'LIC-STATUS', 'monthly');
    const allocation = await allocate(t, {
      tenantId,
      productId: product,
      seats: 2,
      period: 'monthly',
      startsAt: new Date().toISOString(),
    });
    const [user] = await addTenantUsers(t, 1);
    const act = (action: string, note?: string) =>
      call(t, 'POST', `/license-allocation/${allocation._id}/actions`, { action, ...(note ? { note } : {}) });

    const suspended = await act('suspend', 'Unpaid invoice');
    expect(suspended.json<{ data: LicenseAllocationDetail }>().data.status).toBe('suspended');
    // A suspended license gives no seats.
    expectError(
      await call(t, 'POST', `/license-allocation/${allocation._id}/assignments`, { userId: user }),
      409,
      serverMessages.licenseNotActive,
    );
    expectError(await act('suspend'), 409, serverMessages.licenseActionRefused);
    expect((await act('resume')).json<{ data: LicenseAllocationDetail }>().data.status).toBe('active');

    const renewed = (await act('renew')).json<{ data: LicenseAllocationDetail }>().data;
    const expected = new Date(allocation.expiresAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(new Date(renewed.expiresAt).getTime() - expected.getTime())).toBeLessThan(4 * 86_400_000);
    expect(new Date(renewed.expiresAt) > new Date(allocation.expiresAt)).toBe(true);

    const revoked = (await act('revoke')).json<{ data: LicenseAllocationDetail }>().data;
    expect(revoked.status).toBe('revoked');
    expectError(await act('resume'), 409, serverMessages.licenseActionRefused);
    expectError(await act('renew'), 409, serverMessages.licenseActionRefused);
    expect(revoked.history.map((event) => [event.kind, event.note])).toEqual([
      ['revoked', null],
      ['renewed', null],
      ['resumed', null],
      ['suspended', 'Unpaid invoice'],
      ['allocated', null],
    ]);
  });

  it('allocates an accepted order’s subscription lines to its tenant exactly once, however often it is accepted', async () => {
    const subscription = await createSubscription(t, 'LIC-ORDER', 'monthly');
    const device = await createProduct(t, { code: 'LIC-ORDER-DEVICE', price: 30, stock: 10 });
    const buyer = await customerHeaders(t, 'tenant');
    const order = await placeTestOrder(t, buyer, [
      { id: subscription, quantity: 4 },
      { id: device, quantity: 1 },
    ]);
    const headers = await demoAdminHeaders(t);
    // A retried request: the same accept sent twice at once, and once more after.
    const answers = await Promise.all([
      call(t, 'PATCH', `/orders/${order._id}/status`, accept, headers),
      call(t, 'PATCH', `/orders/${order._id}/status`, accept, headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await call(t, 'PATCH', `/orders/${order._id}/status`, accept, headers)).statusCode).toBe(409);

    // The workflow's step once more on the same lines (as a retry after a lost answer would): the
    // unique order line keeps the one allocation.
    const lines = await readOrderLines(t.app, order._id);
    const again = await allocateOrderLicenses(
      t.app,
      { id: order._id, number: order.orderId, holder: { tenantId } },
      lines,
      {
        kind: 'admin',
        id: randomUUID(),
      },
    );
    expect(again).toBe(0);

    const list = (await call(t, 'GET', `/license-allocation?tenantId=${tenantId}`)).json<Page<LicenseAllocation>>();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      product: { _id: subscription, code: 'LIC-ORDER' },
      seats: 4,
      period: 'monthly',
      status: 'active',
      order: { _id: order._id, orderId: order.orderId },
    });
    const detail = (await call(t, 'GET', `/license-allocation/${list.data[0]?._id}`)).json<{
      data: LicenseAllocationDetail;
    }>().data;
    expect(detail.history.map((event) => [event.kind, event.actor, event.note])).toEqual([
      ['allocated', 'Demo Admin', `Order #${order.orderId}`],
    ]);
  });

  it('allocates nothing for the order of a company account that is no longer there', async () => {
    const subscription = await createSubscription(t, 'LIC-COMPANY');
    const order = await placeTestOrder(t, await customerHeaders(t), [{ id: subscription, quantity: 2 }]);
    expect((await call(t, 'PATCH', `/orders/${order._id}/status`, accept)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/license-allocation')).json<Page<LicenseAllocation>>().meta.total).toBe(0);
  });

  it('shows a tenant user its tenant’s licenses and the seats it holds, and no one else’s', async () => {
    const product = await createSubscription(t, 'LIC-MINE');
    const held = await allocate(t, { tenantId, productId: product, seats: 3, period: 'yearly' });
    const [user] = await addTenantUsers(t, 1);
    await call(t, 'POST', `/license-allocation/${held._id}/assignments`, { userId: user });
    const other = await call(t, 'POST', '/tenant-management/tenants', {
      tenantName: 'Elsewhere',
      email: 'elsewhere@example.com',
      settings: {},
      allowedDeviceProfileTypes: [],
      allowedNetworkServers: [],
    });
    await allocate(t, {
      tenantId: other.json<{ data: { _id: string } }>().data._id,
      productId: product,
      seats: 1,
      period: 'monthly',
    });

    const read = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/marketplace-customer/licenses',
        headers: { ...headers, 'accept-language': 'ar' },
      });
    const mine = (await read(await customerHeaders(t, 'tenant', user))).json<{ data: CustomerLicense[] }>().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: held._id, seats: 3, seatsUsed: 1, assignedToMe: true, status: 'active' });
    const colleague = (await read(await customerHeaders(t, 'tenant'))).json<{ data: CustomerLicense[] }>().data;
    expect(colleague[0]?.assignedToMe).toBe(false);
    // A company (here one holding nothing) sees only its own licenses.
    expect((await read(await customerHeaders(t, 'root'))).json<{ data: CustomerLicense[] }>().data).toEqual([]);
    expect((await read({})).statusCode).toBe(401);
  });
});

/** The demo company, which the seed gives the demo tenant to. */
async function demoCompany(t: TestApp): Promise<{ id: string; name: string }> {
  // Both drivers answer { rows }.
  const { rows } = (await t.database.db.execute(
    sql`select id, company_name as name from companies where email = ${demoAccounts.company.email}`,
  )) as unknown as { rows: { id: string; name: string }[] };
  const [row] = rows;
  if (!row) throw new Error('the demo company is missing');
  return row;
}

/** Another verified company, with a tenant of its own holding one user. */
async function otherCompanyWithTenant(t: TestApp) {
  const company = randomUUID();
  await t.database.db.execute(
    sql`insert into companies (id, email, password_hash, username, company_name, verified_at) values (${company}, 'other-co@example.com', 'x', 'other.co', 'Other Co', now())`,
  );
  const created = await call(t, 'POST', '/tenant-management/tenants', {
    tenantName: 'Other Co Fleet',
    email: 'other-co-fleet@example.com',
    companyId: company,
  });
  expect(created.statusCode, created.body).toBe(201);
  const tenant = created.json<{ data: { _id: string; companyId: string | null } }>().data;
  expect(tenant.companyId).toBe(company);
  const user = randomUUID();
  await t.database.db.execute(
    sql`insert into tenant_users (id, tenant_id, email, password_hash, username) values (${user}, ${tenant._id}, 'other-co-user@example.com', 'x', 'other.co.user')`,
  );
  return { company, tenant: tenant._id, user };
}

/**
 * SPEC §2 /licenses for company accounts: an accepted company order makes the company the holder;
 * the company gives the seats to its tenants' users within what it holds, under the same
 * conditional update as a tenant's seats, and never touches another holder's license.
 */
describe.each(databaseTargets())('company licenses on $name', (target) => {
  const t = useTestApp(target);

  async function companyOrderLicense(seats: number, code: string) {
    const company = await demoCompany(t);
    const headers = await customerHeaders(t, 'root', company.id);
    const product = await createSubscription(t, code, 'quarterly');
    const order = await placeTestOrder(t, headers, [{ id: product, quantity: seats }]);
    expect((await call(t, 'PATCH', `/orders/${order._id}/status`, accept)).statusCode).toBe(200);
    const list = (await call(t, 'GET', `/license-allocation?companyId=${company.id}`)).json<Page<LicenseAllocation>>();
    expect(list.meta.total).toBe(1);
    const [allocation] = list.data;
    if (!allocation) throw new Error('no allocation');
    return { company, headers, order, allocation };
  }

  const customerCall = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/marketplace-customer${url}`, headers, ...(payload ? { payload } : {}) });

  it('makes the company the holder of its accepted order’s subscription lines, in the back office and at /licenses', async () => {
    const { company, headers, order, allocation } = await companyOrderLicense(3, 'LIC-CO-ORDER');
    expect(allocation).toMatchObject({
      tenant: null,
      company: { _id: company.id, companyName: company.name },
      product: { code: 'LIC-CO-ORDER' },
      seats: 3,
      seatsUsed: 0,
      period: 'quarterly',
      status: 'active',
      order: { _id: order._id, orderId: order.orderId },
    });
    // The back office finds it by the company's name, and not among the demo tenant's.
    const found = (await call(t, 'GET', `/license-allocation?search=${encodeURIComponent(company.name)}`)).json<
      Page<LicenseAllocation>
    >();
    expect(found.data.map((one) => one._id)).toEqual([allocation._id]);
    expect(
      (await call(t, 'GET', `/license-allocation?tenantId=${tenantId}`)).json<Page<LicenseAllocation>>().meta.total,
    ).toBe(0);

    const mine = (await customerCall('GET', '/licenses', headers)).json<{ data: CustomerLicense[] }>().data;
    expect(mine).toEqual([
      expect.objectContaining({ _id: allocation._id, seats: 3, seatsUsed: 0, assignedToMe: false, assignments: [] }),
    ]);
    // Another company holds nothing of it.
    const stranger = await customerCall('GET', '/licenses', await customerHeaders(t, 'root'));
    expect(stranger.json<{ data: CustomerLicense[] }>().data).toEqual([]);
  });

  it('gives seats to its tenants’ users within what it holds, takes them back, and refuses everyone else', async () => {
    const { company, headers, allocation } = await companyOrderLicense(2, 'LIC-CO-SEATS');
    const [first, second, third] = await addTenantUsers(t, 3);
    const other = await otherCompanyWithTenant(t);

    // The users it may choose from: its tenants' users only.
    const members = (await customerCall('GET', '/licenses/members', headers)).json<{ data: LicenseMember[] }>().data;
    expect(members.map((member) => member._id)).toEqual(expect.arrayContaining([first, second, third]));
    expect(members.map((member) => member._id)).not.toContain(other.user);
    expect(members.find((member) => member._id === first)?.tenant).toEqual({
      _id: tenantId,
      tenantName: 'Demo Fleet Co',
    });

    const assign = (userId: string | undefined, as = headers) =>
      customerCall('POST', `/licenses/${allocation._id}/assignments`, as, { userId });
    const given = await assign(first);
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json<{ data: CustomerLicense }>().data).toMatchObject({
      seatsUsed: 1,
      seatsAvailable: 1,
      assignments: [{ user: { _id: first, username: 'seat.0', tenant: { tenantName: 'Demo Fleet Co' } } }],
    });
    expect((await assign(second)).statusCode).toBe(201);
    expectError(await assign(third), 409, serverMessages.licenseSeatsUsedUp);
    expectError(await assign(other.user), 400, serverMessages.licenseUserNotInCompany);

    // Another company, and a tenant user, cannot touch it: 404 and 403.
    const otherHeaders = await customerHeaders(t, 'root', other.company);
    expectError(await assign(third, otherHeaders), 404, 'License allocation not found');
    expect((await assign(third, await customerHeaders(t, 'tenant'))).statusCode).toBe(403);
    expect((await customerCall('GET', '/licenses/members', await customerHeaders(t, 'tenant'))).statusCode).toBe(403);

    const seat = given.json<{ data: CustomerLicense }>().data.assignments?.[0];
    expectError(
      await customerCall('DELETE', `/licenses/${allocation._id}/assignments/${seat?._id}`, otherHeaders),
      404,
      'License allocation not found',
    );
    const back = await customerCall('DELETE', `/licenses/${allocation._id}/assignments/${seat?._id}`, headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: CustomerLicense }>().data.seatsUsed).toBe(1);
    expect((await assign(third)).statusCode).toBe(201);

    // The user holding a seat sees the company's license beside its tenant's; a colleague without one does not.
    const seen = (headers: Record<string, string>) =>
      customerCall('GET', '/licenses', headers).then((answer) => answer.json<{ data: CustomerLicense[] }>().data);
    expect(await seen(await customerHeaders(t, 'tenant', second))).toEqual([
      expect.objectContaining({ _id: allocation._id, assignedToMe: true, assignments: null }),
    ]);
    expect(await seen(await customerHeaders(t, 'tenant', first))).toEqual([]);

    // The back office shows who did it: the company, by name.
    const detail = (await call(t, 'GET', `/license-allocation/${allocation._id}`)).json<{
      data: LicenseAllocationDetail;
    }>().data;
    expect(detail.assignments.map((one) => one.user._id).sort()).toEqual([second, third].sort());
    expect(detail.history.slice(0, 3).map((event) => [event.kind, event.actor, event.detail])).toEqual([
      ['assigned', company.name, 'seat.2'],
      ['unassigned', company.name, 'seat.0'],
      ['assigned', company.name, 'seat.1'],
    ]);
  });

  it('refuses a company the licenses of a tenant, even of its own tenant (404)', async () => {
    const company = await demoCompany(t);
    const product = await createSubscription(t, 'LIC-CO-TENANT');
    const held = await allocate(t, { tenantId, productId: product, seats: 3, period: 'yearly' });
    const [user] = await addTenantUsers(t, 1);
    const headers = await customerHeaders(t, 'root', company.id);
    expectError(
      await customerCall('POST', `/licenses/${held._id}/assignments`, headers, { userId: user }),
      404,
      'License allocation not found',
    );
    expect((await customerCall('GET', '/licenses', headers)).json<{ data: CustomerLicense[] }>().data).toEqual([]);
    // A tenant linked to an unknown company is refused on the field.
    expectError(
      await call(t, 'PATCH', `/tenant-management/tenants/${tenantId}`, { companyId: randomUUID() }),
      400,
      'Company not found',
    );
  });

  it('allocates seats by hand to a company, shown as the holder in the back office and at /licenses', async () => {
    const company = await demoCompany(t);
    const product = await createSubscription(t, 'LIC-CO-HAND', 'monthly');
    const allocation = await allocate(t, { companyId: company.id, productId: product, seats: 4, period: 'monthly' });
    expect(allocation).toMatchObject({
      tenant: null,
      company: { _id: company.id, companyName: company.name },
      product: { code: 'LIC-CO-HAND' },
      seats: 4,
      seatsAvailable: 4,
      status: 'active',
      order: null,
    });
    expect(allocation.history.map((event) => [event.kind, event.actor])).toEqual([['allocated', 'Demo Admin']]);
    const detail = (await call(t, 'GET', `/license-allocation/${allocation._id}`)).json<{
      data: LicenseAllocationDetail;
    }>();
    expect(detail.data.company).toEqual({ _id: company.id, companyName: company.name });
    const list = (await call(t, 'GET', `/license-allocation?companyId=${company.id}`)).json<Page<LicenseAllocation>>();
    expect(list.data.map((one) => [one._id, one.company?.companyName, one.tenant])).toEqual([
      [allocation._id, company.name, null],
    ]);
    const headers = await customerHeaders(t, 'root', company.id);
    const mine = (await customerCall('GET', '/licenses', headers)).json<{ data: CustomerLicense[] }>().data;
    expect(mine.map((one) => one._id)).toEqual([allocation._id]);
  });

  it('allocates seats by hand to a blocked company: blocking stops its sign-in, not what it holds', async () => {
    const company = await demoCompany(t);
    await t.database.db.execute(sql`update companies set blocked_at = now() where id = ${company.id}`);
    const product = await createSubscription(t, 'LIC-CO-BLOCKED');
    const allocation = await allocate(t, { companyId: company.id, productId: product, seats: 1, period: 'yearly' });
    expect(allocation).toMatchObject({ company: { _id: company.id }, status: 'active' });
  });

  it('refuses an allocation by hand naming both holders, neither, or an unknown company, on the field', async () => {
    const company = await demoCompany(t);
    // A registration not confirmed yet is no account (the back office lists none), and another
    // registration with its e-mail would take its row over.
    const pending = randomUUID();
    await t.database.db.execute(
      sql`insert into companies (id, email, password_hash, username, company_name) values (${pending}, 'pending-co@example.com', 'x', 'pending.co', 'Pending Co')`,
    );
    const product = await createSubscription(t, 'LIC-CO-REFUSED');
    const body = { productId: product, seats: 2, period: 'yearly' };
    const refused = async (holder: object, field: string, text: string) => {
      const error = expectError(await call(t, 'POST', '/license-allocation', { ...holder, ...body }), 400, text);
      expect(error.fields?.[field]).toBe(text);
    };
    await refused({ tenantId, companyId: company.id }, 'companyId', serverMessages.licenseOneHolder);
    await refused({}, 'tenantId', 'Tenant is required');
    await refused({ companyId: randomUUID() }, 'companyId', 'Company not found');
    await refused({ companyId: pending }, 'companyId', 'Company not found');
    await refused({ companyId: 'not-a-company' }, 'companyId', 'Company is required');
    expect(await countRows(t, sql`select count(*)::int as n from license_allocations`)).toBe(0);
  });

  it('never gives more seats than it holds: 20 parallel assignments on 5 seats give exactly 5', async () => {
    const { headers, allocation } = await companyOrderLicense(5, 'LIC-CO-RACE');
    const users = await addTenantUsers(t, 20);
    const answers = await Promise.all(
      users.map((userId) => customerCall('POST', `/licenses/${allocation._id}/assignments`, headers, { userId })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    expect(
      await countRows(
        t,
        sql`select count(*)::int as n from license_assignments where allocation_id = ${allocation._id}`,
      ),
    ).toBe(5);
    const [mine] = (await customerCall('GET', '/licenses', headers)).json<{ data: CustomerLicense[] }>().data;
    expect(mine).toMatchObject({ seats: 5, seatsUsed: 5, seatsAvailable: 0 });
    expect(mine?.assignments).toHaveLength(5);
  });
});
