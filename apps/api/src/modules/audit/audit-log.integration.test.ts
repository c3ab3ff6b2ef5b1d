import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditEntrySummary } from '@iot/shared/audit-log';
import { metadataKindNames, metadataKinds, type MetadataKind } from '@iot/shared/catalog-metadata';
import { marketingKinds } from '@iot/shared/marketing';
import type { Order } from '@iot/shared/orders';
import { expectError } from '../../test/auth-helpers.ts';
import { discountBody } from '../../test/discount-helpers.ts';
import {
  countRows,
  createProduct,
  createSubscription,
  customerHeaders,
  demoAdminHeaders,
  placeTestOrder,
} from '../../test/order-helpers.ts';
import { sendTestMessage } from '../../test/request-helpers.ts';
import { databaseTargets, demoAccounts, testImageUrl, useTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * DESIGN §Operations: every back-office write leaves an audit-log row in the same transaction. The
 * OpenAPI document is the list of writes, so a route added without its entry fails here the day
 * it is added: each admin POST/PATCH/PUT/DELETE needs a successful call below, and that call must
 * leave exactly one entry naming its route.
 */

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
type Page<T> = { data: T[]; meta: { page: number; limit: number; total: number } };
type WithId = { _id: string };

/** Writes that change nothing: they answer what a write would do, and leave no entry. */
const readOnlyWrites = new Set(['POST /marketplace/inventory/import/preview']);

const tenantId = demoAccounts.tenantId;

function client(t: TestApp) {
  const call = async (method: Method | 'GET', url: string, payload?: unknown, headers?: Record<string, string>) =>
    t.app.inject({
      method,
      url: `/marketplace${url}`,
      headers: { ...(await demoAdminHeaders(t)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const created = async <T = WithId>(url: string, payload: unknown): Promise<T> => {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: T }>().data;
  };
  const read = async <T>(url: string): Promise<T> => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  return { call, created, read };
}

const unique = () => randomBytes(4).toString('hex').toUpperCase();

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----audit${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One successful call of each admin write, keyed `METHOD /path/{param}` as the OpenAPI document names it. */
function writeCalls(t: TestApp): Record<string, () => Promise<Response>> {
  const { call, created, read } = client(t);
  const product = () => createProduct(t, { code: `AUD-${unique()}`, price: 20, stock: 10 });
  const subscription = () => createSubscription(t, `SUB-${unique()}`);
  const allocation = async () =>
    created('/license-allocation', {
      tenantId,
      productId: await subscription(),
      seats: 3,
      period: 'yearly',
      startsAt: '2026-01-31T00:00:00.000Z',
    });
  const tenantUser = async () =>
    created(`/tenant-management/tenants/${tenantId}/users`, {
      username: `user.${unique().toLowerCase()}`,
      email: `user.${unique().toLowerCase()}@fleet.example`,
      mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 2222' },
      password: 'Driver-Password-1!',
    });
  const order = async (): Promise<Order> =>
    placeTestOrder(t, await customerHeaders(t), [{ id: await product(), quantity: 2 }]);
  const acceptedOrder = async () => {
    const placed = await order();
    expect(
      (await call('PATCH', `/orders/${placed._id}/status`, { from: 'pending', to: 'in_progress' })).statusCode,
    ).toBe(200);
    return placed;
  };
  const demoCompany = async () =>
    (await read<Page<WithId & { email: string }>>(`/customers?search=${demoAccounts.company.email}`)).data[0]?._id ??
    '';
  const inventoryVersion = async (productId: string) =>
    (await read<{ data: { version: number } }>(`/inventory/${productId}`)).data.version;

  const calls: Record<string, () => Promise<Response>> = {
    'POST /marketplace/products': async () =>
      call('POST', '/products', {
        name: 'Audit Tracker',
        code: `NEW-${unique()}`,
        price: 10,
        type: 'integration',
        platformType: 'cloud',
        images: [testImageUrl(1)],
      }),
    'PATCH /marketplace/products/{id}': async () => call('PATCH', `/products/${await product()}`, { price: 25 }),
    'DELETE /marketplace/products/{id}': async () => call('DELETE', `/products/${await product()}`),
    'PATCH /marketplace/inventory/{productId}': async () => {
      const id = await product();
      return call('PATCH', `/inventory/${id}`, { version: await inventoryVersion(id), set: 7, reason: 'Counted' });
    },
    'POST /marketplace/inventory/import': async () => {
      const id = await product();
      return call('POST', '/inventory/import', `productId,level\n${id},4\n`, { 'content-type': 'text/csv' });
    },
    'POST /marketplace/product-groups': async () => call('POST', '/product-groups', { name: `Group ${unique()}` }),
    'PATCH /marketplace/product-groups/{id}': async () =>
      call('PATCH', `/product-groups/${(await created('/product-groups', { name: `G ${unique()}` }))._id}`, {
        name: 'Renamed group',
      }),
    'DELETE /marketplace/product-groups/{id}': async () =>
      call('DELETE', `/product-groups/${(await created('/product-groups', { name: `G ${unique()}` }))._id}`),
    'POST /marketplace/product-groups/{id}/push': async () => {
      const group = await created('/product-groups', { name: `G ${unique()}` });
      return call('POST', `/product-groups/${group._id}/push`, { productIds: [await product()] });
    },
    'POST /marketplace/product-groups/{id}/pull': async () => {
      const member = await product();
      const group = await created('/product-groups', { name: `G ${unique()}`, productIds: [member] });
      return call('POST', `/product-groups/${group._id}/pull`, { productIds: [member] });
    },
    'PATCH /marketplace/requests/{id}': async () =>
      call('PATCH', `/requests/${await sendTestMessage(t)}`, { status: 'answered' }),
    'POST /marketplace/mail/{id}/resend': async () => {
      await sendTestMessage(t);
      const [mail] = (await read<Page<WithId>>('/mail?limit=1')).data;
      return call('POST', `/mail/${mail?._id ?? ''}/resend`);
    },
    'PUT /marketplace/requests/{id}/quote': async () =>
      call('PUT', `/requests/${await sendTestMessage(t)}/quote`, {
        lines: [{ productId: await product(), quantity: 2, unitPrice: 9.5 }],
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        note: 'Delivery included.',
      }),
    'POST /marketplace/requests/{id}/messages': async () =>
      call('POST', `/requests/${await sendTestMessage(t)}/messages`, { body: 'We can ship next week.' }),
    'PATCH /marketplace/orders/{id}/status': async () =>
      call('PATCH', `/orders/${(await order())._id}/status`, { from: 'pending', to: 'in_progress' }),
    'POST /marketplace/orders/{id}/shipments': async () => {
      const accepted = await acceptedOrder();
      return call('POST', `/orders/${accepted._id}/shipments`, {
        carrier: 'Aramex',
        trackingNumber: 'TRK-1',
        lines: accepted.items.map((line) => ({ lineId: line._id, quantity: 1 })),
      });
    },
    'POST /marketplace/orders/{id}/refunds': async () =>
      call('POST', `/orders/${(await acceptedOrder())._id}/refunds`, {
        idempotencyKey: `refund_${unique()}_key`,
        amount: 1,
        reason: 'Late delivery',
      }),
    'POST /marketplace/orders/{id}/cancel': async () =>
      call('POST', `/orders/${(await acceptedOrder())._id}/cancel`, { idempotencyKey: `cancel_${unique()}_key` }),
    'POST /marketplace/orders/{id}/notes': async () =>
      call('POST', `/orders/${(await order())._id}/notes`, { note: 'Customer asked for a call' }),
    'POST /marketplace/orders/bulk-accept': async () =>
      call('POST', '/orders/bulk-accept', { ids: [(await order())._id] }),
    'POST /marketplace/admins/admins': async () =>
      call('POST', '/admins/admins', { email: `staff.${unique()}@example.com`, role: 'catalog' }),
    'PATCH /marketplace/admins/admins/{id}/role': async () => {
      const invited = await created('/admins/admins', { email: `staff.${unique()}@example.com`, role: 'catalog' });
      return call('PATCH', `/admins/admins/${invited._id}/role`, { role: 'operations' });
    },
    'PATCH /marketplace/admins/admins/{id}/status': async () => {
      const invited = await created('/admins/admins', { email: `staff.${unique()}@example.com`, role: 'read-only' });
      return call('PATCH', `/admins/admins/${invited._id}/status`, { status: 'deactivated' });
    },
    'POST /marketplace/customers': async () =>
      call('POST', '/customers', {
        companyName: 'Nile Fleet Co',
        firstName: 'Omar',
        lastName: 'Nasser',
        username: `nile.${unique().toLowerCase()}`,
        email: `omar.${unique().toLowerCase()}@nilefleet.example`,
        phoneNumber: { isoCode: 'EG', phoneNumber: '+20 10 1234 5678' },
      }),
    'PATCH /marketplace/customers/{id}/status': async () =>
      call('PATCH', `/customers/${await demoCompany()}/status`, { status: 'blocked' }),
    'POST /marketplace/customer-groups': async () => call('POST', '/customer-groups', { name: `Fleet ${unique()}` }),
    'PATCH /marketplace/customer-groups/{id}': async () =>
      call('PATCH', `/customer-groups/${(await created('/customer-groups', { name: `C ${unique()}` }))._id}`, {
        name: `Renamed ${unique()}`,
      }),
    'DELETE /marketplace/customer-groups/{id}': async () =>
      call('DELETE', `/customer-groups/${(await created('/customer-groups', { name: `C ${unique()}` }))._id}`),
    'POST /marketplace/customer-groups/{id}/push': async () => {
      const group = await created('/customer-groups', { name: `C ${unique()}` });
      return call('POST', `/customer-groups/${group._id}/push`, {
        customers: [{ kind: 'root', id: await demoCompany() }],
      });
    },
    'POST /marketplace/customer-groups/{id}/pull': async () => {
      const group = await created('/customer-groups', { name: `C ${unique()}` });
      const customers = [{ kind: 'root', id: await demoCompany() }];
      expect((await call('POST', `/customer-groups/${group._id}/push`, { customers })).statusCode).toBe(200);
      return call('POST', `/customer-groups/${group._id}/pull`, { customers });
    },
    'POST /marketplace/discounts': async () => call('POST', '/discounts', discountBody({ code: `NEW${unique()}` })),
    'PATCH /marketplace/discounts/{id}': async () => {
      const discount = await created('/discounts', discountBody({ code: `D${unique()}` }));
      return call('PATCH', `/discounts/${discount._id}`, { ...discountBody({ code: `E${unique()}` }), percentage: 15 });
    },
    'PATCH /marketplace/discounts/{id}/status': async () => {
      const discount = await created('/discounts', discountBody({ code: `D${unique()}` }));
      return call('PATCH', `/discounts/${discount._id}/status`, { status: 'inactive' });
    },
    'POST /marketplace/license-allocation': async () =>
      call('POST', '/license-allocation', {
        tenantId,
        productId: await subscription(),
        seats: 2,
        period: 'yearly',
        startsAt: '2026-01-31T00:00:00.000Z',
      }),
    'POST /marketplace/license-allocation/{id}/actions': async () =>
      call('POST', `/license-allocation/${(await allocation())._id}/actions`, { action: 'suspend' }),
    'POST /marketplace/license-allocation/{id}/assignments': async () => {
      const target = await allocation();
      return call('POST', `/license-allocation/${target._id}/assignments`, { userId: (await tenantUser())._id });
    },
    'DELETE /marketplace/license-allocation/{id}/assignments/{assignmentId}': async () => {
      const target = await allocation();
      const assigned = await created<{ assignments: WithId[] }>(`/license-allocation/${target._id}/assignments`, {
        userId: (await tenantUser())._id,
      });
      return call('DELETE', `/license-allocation/${target._id}/assignments/${assigned.assignments[0]?._id ?? ''}`);
    },
    'POST /marketplace/files': async () => {
      const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1f4ea3' } })
        .png()
        .toBuffer();
      const body = multipart('logo.png', 'image/png', image);
      return call('POST', '/files?purpose=image', body.payload, { 'content-type': body.contentType });
    },
    'POST /marketplace/tenant-management/tenants': async () =>
      call('POST', '/tenant-management/tenants', {
        tenantName: `Harbour ${unique()}`,
        email: `ops.${unique().toLowerCase()}@harbour.example`,
      }),
    'PATCH /marketplace/tenant-management/tenants/{id}': async () =>
      call('PATCH', `/tenant-management/tenants/${tenantId}`, { settings: { color: 'blue' } }),
    'POST /marketplace/tenant-management/tenants/{id}/users': async () =>
      call('POST', `/tenant-management/tenants/${tenantId}/users`, {
        username: `driver.${unique().toLowerCase()}`,
        email: `driver.${unique().toLowerCase()}@fleet.example`,
        mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 2222' },
        password: 'Driver-Password-1!',
      }),
    'POST /marketplace/tenant-management/tenants/{id}/users/{userId}/password-reset': async () =>
      call('POST', `/tenant-management/tenants/${tenantId}/users/${(await tenantUser())._id}/password-reset`),
    'PATCH /marketplace/settings': async () => call('PATCH', '/settings', { copyright: `© ${unique()}` }),
    'POST /marketplace/settings/currency-conversion': async () =>
      call('POST', '/settings/currency-conversion', { from: 'USD', currency: 'AED', rate: 3.6725 }),
  };
  const withImage = (kind: string) =>
    (marketingKinds as readonly string[]).includes(kind) || metadataKinds[kind as MetadataKind]?.image !== 'none';
  for (const kind of [...metadataKindNames, ...marketingKinds]) {
    const body = () => ({ title: `${kind} ${unique()}`, ...(withImage(kind) ? { image: testImageUrl(2) } : {}) });
    calls[`POST /marketplace/${kind}`] = () => call('POST', `/${kind}`, body());
    calls[`PATCH /marketplace/${kind}/{id}`] = async () =>
      call('PATCH', `/${kind}/${(await created(`/${kind}`, body()))._id}`, { title: 'Renamed' });
    calls[`DELETE /marketplace/${kind}/{id}`] = async () =>
      call('DELETE', `/${kind}/${(await created(`/${kind}`, body()))._id}`);
  }
  return calls;
}

type OpenApiDocument = { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };

/** Every operation of the document that an administrator's token guards and that may write. */
function adminWrites(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => {
        const admin = (operation.security ?? []).some((requirement) => 'adminBearer' in requirement);
        return admin && ['post', 'patch', 'put', 'delete'].includes(method);
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const auditCount = (t: TestApp) => countRows(t, sql`select count(*)::int as n from audit_log`);

describe.each(databaseTargets())('the audit log on $name', (target) => {
  const t = useTestApp(target);

  it('records every back-office write, with who, what, where from, before and after', async () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const writes = adminWrites(document).filter((operation) => !readOnlyWrites.has(operation));
    const calls = writeCalls(t);
    // A new write route fails here until it has a call below (and so until its entry is proved).
    expect(writes.filter((operation) => !calls[operation])).toEqual([]);
    expect(writes.length).toBeGreaterThan(50);
    const { read } = client(t);

    for (const operation of writes) {
      const [method, path = ''] = operation.split(' ');
      const run = calls[operation];
      if (!run) continue;
      // Setup calls inside `run` are writes too; the operation's own entry is the newest one.
      const response = await run();
      expect(response.statusCode, `${operation}: ${response.body}`).toBeLessThan(300);
      const [newest] = (await read<Page<AuditEntrySummary>>('/audit-log?limit=1')).data;
      expect(newest, operation).toMatchObject({
        method,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        admin: { name: 'Demo Admin', email: demoAccounts.admin.email },
        ip: '127.0.0.1',
      });
    }
    // Some sixty writes with their set-up, one after another.
  }, 120_000);

  it('keeps the changed fields of an update before and after, never a password', async () => {
    const { call, read } = client(t);
    const id = await createProduct(t, { code: 'AUD-PRICE', price: 20, stock: 5 });
    expect((await call('PATCH', `/products/${id}`, { price: 24.5 })).statusCode).toBe(200);
    const [entry] = (await read<Page<AuditEntrySummary>>(`/audit-log?resource=products&limit=1`)).data;
    expect(entry).toMatchObject({ action: 'update', resource: 'products', resourceId: id, changedFields: ['price'] });
    const detail = (await read<{ data: AuditEntry }>(`/audit-log/${entry?._id ?? ''}`)).data;
    expect(detail.before).toEqual({ price: 20 });
    expect(detail.after).toEqual({ price: 24.5 });

    expect(
      (
        await call('POST', `/tenant-management/tenants/${tenantId}/users`, {
          username: 'secret.keeper',
          email: 'secret.keeper@fleet.example',
          mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 2222' },
          password: 'Driver-Password-1!',
        })
      ).statusCode,
    ).toBe(201);
    const stored = await countRows(
      t,
      sql`select count(*)::int as n from audit_log where after::text ilike '%password%' or after::text like '%Driver-Password%'`,
    );
    expect(stored).toBe(0);
  });

  it('writes nothing when the change rolls back, and refuses a change an entry cannot be written for', async () => {
    const { call } = client(t);
    const id = await createProduct(t, { code: 'AUD-RB', price: 20, stock: 5 });
    const other = await createProduct(t, { code: 'AUD-TAKEN', price: 20, stock: 5 });
    expect(other).not.toBe(id);
    const before = await auditCount(t);
    // The code is taken: the service refuses inside the transaction, so no entry either.
    expectError(await call('PATCH', `/products/${id}`, { code: 'AUD-TAKEN' }), 409);
    expect(await auditCount(t)).toBe(before);

    // The entry cannot be written (its admin id is not a UUID): the price stays as it was.
    const forged = { authorization: `Bearer ${await t.adminToken({ sub: 'not-a-uuid' })}` };
    const refused = await call('PATCH', `/products/${id}`, { price: 99 }, forged);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const product = await t.app.inject({
      method: 'GET',
      url: `/marketplace/products/${id}`,
      headers: await demoAdminHeaders(t),
    });
    expect(product.json<{ data: { price: number } }>().data.price).toBe(20);
    expect(await auditCount(t)).toBe(before);
  });

  it('has no route that changes or deletes an entry, and the table refuses it too', async () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const auditPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/marketplace/audit-log'));
    expect(auditPaths.length).toBeGreaterThan(0);
    for (const [, operations] of auditPaths) expect(Object.keys(operations)).toEqual(['get']);

    const { call, read } = client(t);
    await call('PATCH', '/settings', { copyright: '© Audit' });
    const [entry] = (await read<Page<AuditEntrySummary>>('/audit-log?limit=1')).data;
    const id = entry?._id ?? '';
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      expect((await call(method, `/audit-log/${id}`, method === 'DELETE' ? undefined : { ip: 'x' })).statusCode).toBe(
        404,
      );
    }
    await expect(t.database.db.execute(sql`update audit_log set ip = 'forged' where id = ${id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();
    expect((await read<{ data: AuditEntry }>(`/audit-log/${id}`)).data.ip).toBe('127.0.0.1');
    expectError(await call('GET', `/audit-log/${randomUUID()}`), 404, 'Audit entry not found');
  });

  it('filters by person, resource and time, and lists the people', async () => {
    const { call, read } = client(t);
    const other = randomUUID();
    const otherHeaders = { authorization: `Bearer ${await t.adminToken({ sub: other })}` };
    await call('PATCH', '/settings', { copyright: '© One' });
    const start = new Date(Date.now() + 1).toISOString();
    t.clock.advance(60_000);
    await call('POST', '/tags', { title: 'Audited tag' }, otherHeaders);
    await call('PATCH', '/settings', { copyright: '© Two' }, otherHeaders);

    const byOther = await read<Page<AuditEntrySummary>>(`/audit-log?adminId=${other}`);
    expect(byOther.meta.total).toBe(2);
    expect(byOther.data.map((entry) => entry.resource)).toEqual(['settings', 'tags']);
    expect(byOther.data[0]?.admin).toEqual({ _id: other, name: null, email: null });

    const settings = await read<Page<AuditEntrySummary>>('/audit-log?resource=settings');
    expect(settings.meta.total).toBe(2);
    expect(settings.data.every((entry) => entry.resource === 'settings')).toBe(true);

    const since = await read<Page<AuditEntrySummary>>(`/audit-log?from=${encodeURIComponent(start)}`);
    expect(since.meta.total).toBe(2);
    const until = await read<Page<AuditEntrySummary>>(`/audit-log?to=${encodeURIComponent(start)}`);
    expect(until.data.map((entry) => entry.admin.email)).toContain(demoAccounts.admin.email);
    expect(until.data.every((entry) => entry.admin._id !== other)).toBe(true);

    const people = await read<{ data: { _id: string }[] }>('/audit-log/admins');
    expect(people.data.map((person) => person._id)).toContain(other);
    expectError(await call('GET', '/audit-log?resource=nothing'), 400);
  });
});
