import { describe, expect, it } from 'vitest';
import type { CustomerProfile, CustomerSummary } from '@iot/shared/admin-customers';
import type { TokenPair } from '@iot/shared/auth';
import type { PlaceOrderResult } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { bearer, expectError, latestCode, latestMail, post } from '../../test/auth-helpers.ts';
import { adminHeaders, createProduct, orderBody, postOrder, priceOf, testAddress } from '../../test/order-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp, type TestApp } from '../../test/test-app.ts';

const customerBase = '/marketplace-customer';
type Page = { data: CustomerSummary[]; meta: { page: number; limit: number; total: number } };

const newCompany = {
  companyName: 'Nile Fleet Co',
  firstName: 'Omar',
  lastName: 'Nasser',
  username: 'nile.fleet',
  email: 'Omar@NileFleet.example',
  phoneNumber: { isoCode: 'EG', phoneNumber: '+20 10 1234 5678' },
};

async function list(t: TestApp, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/customers${query}`,
    headers: await adminHeaders(t),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function profile(t: TestApp, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/customers/${id}`,
    headers: await adminHeaders(t),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CustomerProfile }>().data;
}

async function setStatus(t: TestApp, id: string, status: 'active' | 'blocked') {
  return t.app.inject({
    method: 'PATCH',
    url: `/marketplace/customers/${id}/status`,
    headers: await adminHeaders(t),
    payload: { status },
  });
}

async function companyLogin(t: TestApp, username: string, password: string) {
  return post(t, `${customerBase}/companies/login`, { username, password }, await t.captcha(customerBase));
}

async function tenantLogin(t: TestApp) {
  const { email, password } = demoAccounts.tenantUser;
  return post(
    t,
    `${customerBase}/users/login`,
    { tenantId: demoAccounts.tenantId, username: email, password },
    await t.captcha(customerBase),
  );
}

async function idOf(t: TestApp, search: string) {
  const page = await list(t, `?search=${encodeURIComponent(search)}`);
  expect(page.data).toHaveLength(1);
  return page.data[0]!._id;
}

describe.each(databaseTargets())('back-office customers on $name', (target) => {
  const t = useTestApp(target);

  it('lists companies and tenant users together, with search, kind and status filters, sort and paging', async () => {
    const all = await list(t);
    expect(all.meta.total).toBe(2);
    expect(all.data.map((row) => row.kind).sort()).toEqual(['root', 'tenant']);
    const company = all.data.find((row) => row.kind === 'root')!;
    expect(company).toMatchObject({
      name: 'Demo Company',
      username: demoAccounts.company.username,
      email: demoAccounts.company.email,
      organization: 'Demo Trading LLC',
      status: 'active',
      ordersCount: 0,
    });

    expect((await list(t, '?search=TENANT.user')).data.map((row) => row.email)).toEqual([
      demoAccounts.tenantUser.email,
    ]);
    expect((await list(t, '?search=demo.comp')).data.map((row) => row.kind)).toEqual(['root']);
    // A company is looked for by its own name as often as by its contact's.
    expect((await list(t, '?search=trading llc')).data.map((row) => row.organization)).toEqual(['Demo Trading LLC']);
    expect((await list(t, '?search=100%25')).meta.total).toBe(0);
    expect((await list(t, '?kind=tenant')).data.map((row) => row.kind)).toEqual(['tenant']);
    const byEmail = await list(t, '?sort=email&order=asc');
    expect(byEmail.data.map((row) => row.email)).toEqual([demoAccounts.company.email, demoAccounts.tenantUser.email]);
    const second = await list(t, '?sort=email&order=asc&limit=1&page=2');
    expect(second).toEqual({ data: [byEmail.data[1]], meta: { page: 2, limit: 1, total: 2 } });

    expect((await setStatus(t, company._id, 'blocked')).statusCode).toBe(200);
    expect((await list(t, '?status=blocked')).data.map((row) => [row._id, row.status])).toEqual([
      [company._id, 'blocked'],
    ]);
    expect((await list(t, '?status=active')).data.map((row) => row.kind)).toEqual(['tenant']);
  });

  it('refuses strangers and customers, and an unknown id is 404', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/marketplace/customers' }), 401);
    const customer = (await companyLogin(t, demoAccounts.company.email, demoAccounts.company.password)).json<{
      data: TokenPair;
    }>().data;
    expectError(
      await t.app.inject({ method: 'GET', url: '/marketplace/customers', headers: bearer(customer.accessToken) }),
      401,
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/marketplace/customers/00000000-0000-4000-8000-000000000000',
      headers: await adminHeaders(t),
    });
    expectError(unknown, 404);
  });

  it("totals a customer's orders in the database: count and spent, and the latest orders", async () => {
    const signIn = await companyLogin(t, demoAccounts.company.email, demoAccounts.company.password);
    const session = signIn.json<{ data: TokenPair & { user: { _id: string } } }>().data;
    const headers = bearer(session.accessToken);
    const product = await createProduct(t, { code: 'P-CUST', price: 12.5, stock: 20 });
    const totals: number[] = [];
    for (const quantity of [1, 3]) {
      const items = [{ id: product, quantity }];
      const response = await postOrder(
        t,
        headers,
        orderBody(items, await priceOf(t, items, headers), await testAddress()),
      );
      expect(response.statusCode, response.body).toBe(201);
      const result = response.json<{ data: PlaceOrderResult }>().data;
      if (result.status !== 'placed') throw new Error('expected a placed order');
      totals.push(result.order.total);
    }

    const found = await profile(t, session.user._id);
    expect(found).toMatchObject({
      kind: 'root',
      email: demoAccounts.company.email,
      organization: 'Demo Trading LLC',
      tenantId: null,
      ordersCount: 2,
      totals: { orders: 2, spent: [{ amount: totals[0]! + totals[1]!, currency: 'USD' }] },
      discounts: [],
    });
    // Its orders are the admin list filtered to it, newest first.
    const own = await t.app.inject({
      method: 'GET',
      url: `/marketplace/orders?customerKind=root&customerId=${found._id}`,
      headers: await adminHeaders(t),
    });
    expect(own.json<{ data: { itemsQuantity: number }[] }>().data.map((order) => order.itemsQuantity)).toEqual([3, 1]);
    expect((await list(t, '?sort=ordersCount&order=desc')).data[0]).toMatchObject({ _id: found._id, ordersCount: 2 });

    const tenant = await profile(t, await idOf(t, demoAccounts.tenantUser.email));
    expect(tenant).toMatchObject({ kind: 'tenant', tenantId: demoAccounts.tenantId, totals: { orders: 0, spent: [] } });
  });

  it('a blocked company cannot sign in, refresh or use its session; activated, it can again', async () => {
    const { email, password } = demoAccounts.company;
    const session = (await companyLogin(t, email, password)).json<{ data: TokenPair & { user: { _id: string } } }>()
      .data;
    const mine = () =>
      t.app.inject({ method: 'GET', url: `${customerBase}/companies/mine`, headers: bearer(session.accessToken) });
    expect((await mine()).statusCode).toBe(200);

    const blocked = await setStatus(t, session.user._id, 'blocked');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<{ data: CustomerProfile }>().data).toMatchObject({
      status: 'blocked',
      blockedAt: expect.any(String),
    });

    expectError(await mine(), 401);
    expectError(await post(t, `${customerBase}/auth/refresh`, { refreshToken: session.refreshToken }), 401);
    expectError(await companyLogin(t, email, password), 403, serverMessages.accountBlocked);
    const arabic = await post(
      t,
      `${customerBase}/companies/login`,
      { username: email, password },
      { ...(await t.captcha(customerBase)), 'accept-language': 'ar' },
    );
    expect(arabic.json<{ error: { message: string } }>().error.message).toBe('تم حظر حسابك. يرجى التواصل معنا.');

    expect((await setStatus(t, session.user._id, 'active')).statusCode).toBe(200);
    const again = await companyLogin(t, email, password);
    expect(again.statusCode, again.body).toBe(200);
    const refreshed = await post(t, `${customerBase}/auth/refresh`, {
      refreshToken: again.json<{ data: TokenPair }>().data.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('a blocked tenant user cannot sign in or refresh', async () => {
    const session = (await tenantLogin(t)).json<{ data: TokenPair }>().data;
    const id = await idOf(t, demoAccounts.tenantUser.email);
    expect((await setStatus(t, id, 'blocked')).statusCode).toBe(200);
    expectError(await post(t, `${customerBase}/auth/refresh`, { refreshToken: session.refreshToken }), 401);
    expectError(await tenantLogin(t), 403, serverMessages.accountBlocked);
    expect((await setStatus(t, id, 'active')).statusCode).toBe(200);
    expect((await tenantLogin(t)).statusCode).toBe(200);
  });

  it('creates a company that is mailed a working set-password code; a taken e-mail or username is 409', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/marketplace/customers',
      headers: await adminHeaders(t),
      payload: newCompany,
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json<{ data: CustomerProfile }>().data;
    expect(company).toMatchObject({
      kind: 'root',
      email: 'omar@nilefleet.example',
      name: 'Omar Nasser',
      organization: 'Nile Fleet Co',
      status: 'active',
    });
    expect((await list(t, '?search=nile')).data.map((row) => row._id)).toEqual([company._id]);

    const mail = await latestMail(t, 'omar@nilefleet.example');
    expect(mail?.subject).toBe('Your account has been created');
    const otp = await latestCode(t, 'omar@nilefleet.example');
    expectError(await companyLogin(t, 'nile.fleet', 'Nile-Password-1!'), 401);
    const reset = await post(t, `${customerBase}/companies/reset-password`, {
      email: 'omar@nilefleet.example',
      otp,
      password: 'Nile-Password-1!',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await companyLogin(t, 'nile.fleet', 'Nile-Password-1!')).statusCode).toBe(200);

    const again = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/marketplace/customers', headers: await adminHeaders(t), payload });
    expectError(await again({ ...newCompany, username: 'other.name' }), 409, serverMessages.alreadyExists);
    expectError(await again({ ...newCompany, email: 'other@nilefleet.example' }), 409, serverMessages.usernameTaken);
  });
});
