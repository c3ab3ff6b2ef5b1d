import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CustomerSummary } from '@iot/shared/admin-customers';
import type { CustomerGroup, CustomerGroupMember, CustomerRef } from '@iot/shared/customer-groups';
import { arabicServerMessages, serverMessages } from '@iot/shared/server-messages';
import { expectError } from '../../test/auth-helpers.ts';
import { adminHeaders } from '../../test/order-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp, type TestApp } from '../../test/test-app.ts';
import { customerGroupIdsOf } from './customer-group-reader.ts';

type Page<T> = { data: T[]; meta: { page: number; limit: number; total: number } };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call(t: TestApp, method: Method, url: string, payload?: object, language = 'en') {
  return t.app.inject({
    method,
    url: `/marketplace${url}`,
    headers: { ...(await adminHeaders(t)), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

async function createGroup(t: TestApp, name: string, description?: string): Promise<CustomerGroup> {
  const response = await call(t, 'POST', '/customer-groups', { name, ...(description ? { description } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: CustomerGroup }>().data;
}

/** The demo company and the demo tenant user, as the back office's customer search finds them. */
async function demoCustomers(t: TestApp): Promise<{ company: CustomerRef; tenantUser: CustomerRef }> {
  const find = async (search: string) => {
    const response = await call(t, 'GET', `/customers?search=${encodeURIComponent(search)}`);
    const [customer] = response.json<Page<CustomerSummary>>().data;
    if (!customer) throw new Error(`no customer matches ${search}`);
    return { kind: customer.kind, id: customer._id };
  };
  return { company: await find(demoAccounts.company.email), tenantUser: await find(demoAccounts.tenantUser.email) };
}

async function members(t: TestApp, groupId: string, query = '') {
  const response = await call(t, 'GET', `/customer-groups/${groupId}/members${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<CustomerGroupMember>>();
}

describe.each(databaseTargets())('customer groups on $name', (target) => {
  const t = useTestApp(target);

  it('creates, lists, searches, renames and deletes groups; names are unique whatever their case', async () => {
    const vip = await createGroup(t, 'VIP fleets', 'Customers with more than ten gateways');
    expect(vip).toMatchObject({
      name: 'VIP fleets',
      description: 'Customers with more than ten gateways',
      membersCount: 0,
    });
    const pilots = await createGroup(t, 'Pilot customers');
    expect(pilots.description).toBeNull();

    const taken = await call(t, 'POST', '/customer-groups', { name: '  vip FLEETS ' });
    expect(expectError(taken, 409, serverMessages.customerGroupNameTaken).fields).toEqual({
      name: serverMessages.customerGroupNameTaken,
    });
    const takenInArabic = await call(t, 'POST', '/customer-groups', { name: 'VIP FLEETS' }, 'ar');
    expectError(takenInArabic, 409, arabicServerMessages.customerGroupNameTaken);
    expectError(await call(t, 'POST', '/customer-groups', { name: ' ' }), 400, 'Name is required');

    const all = (await call(t, 'GET', '/customer-groups')).json<Page<CustomerGroup>>();
    expect(all.data.map((group) => group.name)).toEqual(['Pilot customers', 'VIP fleets']);
    expect(all.meta).toEqual({ page: 1, limit: 10, total: 2 });
    const found = (await call(t, 'GET', '/customer-groups?search=gateways')).json<Page<CustomerGroup>>();
    expect(found.data.map((group) => group.name)).toEqual(['VIP fleets']);
    const paged = (await call(t, 'GET', '/customer-groups?limit=1&page=2')).json<Page<CustomerGroup>>();
    expect(paged.data.map((group) => group.name)).toEqual(['VIP fleets']);

    expectError(await call(t, 'PATCH', `/customer-groups/${pilots._id}`, { name: 'vip fleets' }), 409);
    const renamed = await call(t, 'PATCH', `/customer-groups/${vip._id}`, { name: 'VIP Fleets', description: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: CustomerGroup }>().data).toMatchObject({ name: 'VIP Fleets', description: null });

    expect((await call(t, 'DELETE', `/customer-groups/${vip._id}`)).statusCode).toBe(204);
    expectError(await call(t, 'GET', `/customer-groups/${vip._id}`), 404, 'Customer group not found');
    expectError(await call(t, 'DELETE', `/customer-groups/${vip._id}`), 404);
    expectError(await call(t, 'PATCH', `/customer-groups/${vip._id}`, { name: 'Back' }), 404);
  });

  it('pushes and pulls companies and tenant users, lists members with their names and feeds the discount condition', async () => {
    const group = await createGroup(t, 'Early adopters');
    const { company, tenantUser } = await demoCustomers(t);

    const pushed = await call(t, 'POST', `/customer-groups/${group._id}/push`, { customers: [company, tenantUser] });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json<{ data: CustomerGroup }>().data.membersCount).toBe(2);
    // Pushing a member again (twice in one request, even) changes nothing.
    const again = await call(t, 'POST', `/customer-groups/${group._id}/push`, { customers: [company, company] });
    expect(again.json<{ data: CustomerGroup }>().data.membersCount).toBe(2);

    const listed = await members(t, group._id);
    expect(listed.meta.total).toBe(2);
    expect(
      listed.data.map(({ kind, _id, email }) => ({ kind, _id, email })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'root', _id: company.id, email: demoAccounts.company.email },
      { kind: 'tenant', _id: tenantUser.id, email: demoAccounts.tenantUser.email },
    ]);
    expect(listed.data.every((member) => member.name.length > 0)).toBe(true);
    expect((await members(t, group._id, '?limit=1&page=2')).data).toHaveLength(1);
    const [listedGroup] = (await call(t, 'GET', '/customer-groups')).json<Page<CustomerGroup>>().data;
    expect(listedGroup?.membersCount).toBe(2);

    // What the discount condition reads: the groups an owner is in.
    expect(await customerGroupIdsOf(t.app, { kind: 'company', id: company.id })).toEqual([group._id]);
    expect(await customerGroupIdsOf(t.app, { kind: 'tenant-user', id: tenantUser.id })).toEqual([group._id]);

    const pulled = await call(t, 'POST', `/customer-groups/${group._id}/pull`, { customers: [company] });
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(pulled.json<{ data: CustomerGroup }>().data.membersCount).toBe(1);
    expect((await members(t, group._id)).data.map((member) => member._id)).toEqual([tenantUser.id]);
    expect(await customerGroupIdsOf(t.app, { kind: 'company', id: company.id })).toEqual([]);

    // Deleting the group removes its memberships, not the accounts.
    expect((await call(t, 'DELETE', `/customer-groups/${group._id}`)).statusCode).toBe(204);
    expect(await customerGroupIdsOf(t.app, { kind: 'tenant-user', id: tenantUser.id })).toEqual([]);
    expect((await call(t, 'GET', `/customers/${tenantUser.id}`)).statusCode).toBe(200);
  });

  it('refuses unknown customers naming each one, and changes nothing', async () => {
    const group = await createGroup(t, 'Resellers');
    const { company, tenantUser } = await demoCustomers(t);
    const stranger = { kind: 'root', id: randomUUID() } as const;
    // The right id with the wrong kind is not that customer either.
    const wrongKind = { kind: 'root', id: tenantUser.id } as const;

    const refused = await call(t, 'POST', `/customer-groups/${group._id}/push`, {
      customers: [company, stranger, wrongKind],
    });
    const error = expectError(refused, 400, 'Customer not found');
    expect(error.fields).toEqual({ 'customers.1.id': 'Customer not found', 'customers.2.id': 'Customer not found' });
    expect(refused.json<{ error: { details: object } }>().error.details).toEqual({
      unknownCustomers: [stranger, wrongKind],
    });
    expect((await members(t, group._id)).meta.total).toBe(0);

    const inArabic = await call(t, 'POST', `/customer-groups/${group._id}/pull`, { customers: [stranger] }, 'ar');
    expectError(inArabic, 400, 'العميل غير موجود');

    expectError(await call(t, 'POST', `/customer-groups/${group._id}/push`, { customers: [] }), 400);
    expectError(
      await call(t, 'POST', `/customer-groups/${group._id}/push`, { customers: [{ kind: 'guest', id: company.id }] }),
      400,
    );
    expectError(await call(t, 'POST', `/customer-groups/${randomUUID()}/push`, { customers: [company] }), 404);
    expectError(await call(t, 'GET', `/customer-groups/${randomUUID()}/members`), 404);
  });

  it('is for administrators only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/marketplace/customer-groups' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/marketplace/customer-groups',
      headers: { authorization: `Bearer ${await t.customerToken({ sub: randomUUID(), kind: 'root' })}` },
    });
    expect([401, 403]).toContain(customer.statusCode);
  });
});
