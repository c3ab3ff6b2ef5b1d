import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import {
  answerBody,
  bearer,
  expectError,
  expectMisuseRefused,
  latestCode,
  mailCount,
  post,
} from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, testImageUrl, useTestApp } from '../../test/test-app.ts';

const base = '/marketplace-customer';
const tenantsUrl = '/marketplace/tenant-management/tenants';
const tenantUser = demoAccounts.tenantUser;
type User = { _id: string; kind: string; tenant: { _id: string; tenantName: string } | null; [key: string]: unknown };

describe.each(databaseTargets())('tenants and tenant users on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = bearer(await t.adminToken());
  });

  async function login(body: object, path = '/users/login') {
    return post(t, `${base}${path}`, body, await t.captcha(base));
  }
  async function signedIn(path = '/users/login') {
    const response = await login(
      { tenantId: demoAccounts.tenantId, username: tenantUser.email, password: tenantUser.password },
      path,
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TokenPair & { user: User } }>().data;
  }

  describe('tenants (admin)', () => {
    it('creates, lists with search and paging, reads and edits tenants', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: tenantsUrl,
        headers: admin,
        payload: { tenantName: 'Harbour Logistics', email: 'Ops@Harbour.example', allowedNetworkServers: ['ns-1'] },
      });
      expect(created.statusCode).toBe(201);
      const tenant = created.json<{ data: Record<string, unknown> & { _id: string } }>().data;
      expect(tenant).toEqual({
        _id: expect.any(String),
        tenantName: 'Harbour Logistics',
        email: 'ops@harbour.example',
        settings: {},
        allowedDeviceProfileTypes: [],
        allowedNetworkServers: ['ns-1'],
        companyId: null,
        createdAt: expect.any(String),
      });

      const all = await t.app.inject({ method: 'GET', url: `${tenantsUrl}?page=1&limit=1`, headers: admin });
      expect(all.json()).toEqual({ data: [tenant], meta: { page: 1, limit: 1, total: 2 } });
      const found = await t.app.inject({ method: 'GET', url: `${tenantsUrl}?search=fleet`, headers: admin });
      expect(found.json<{ data: { tenantName: string }[] }>().data.map((row) => row.tenantName)).toEqual([
        'Demo Fleet Co',
      ]);

      const edited = await t.app.inject({
        method: 'PATCH',
        url: `${tenantsUrl}/${tenant._id}`,
        headers: admin,
        payload: { settings: { color: 'blue' } },
      });
      expect(edited.json<{ data: unknown }>().data).toEqual({ ...tenant, settings: { color: 'blue' } });
      expect(
        (await t.app.inject({ method: 'GET', url: `${tenantsUrl}/${tenant._id}`, headers: admin })).json<{
          data: unknown;
        }>().data,
      ).toEqual({
        ...tenant,
        settings: { color: 'blue' },
      });
      expectError(await t.app.inject({ method: 'GET', url: `${tenantsUrl}/not-a-uuid`, headers: admin }), 404);
    });

    it('adds users to a tenant; e-mail and username are unique within it, case-insensitively', async () => {
      const url = `${tenantsUrl}/${demoAccounts.tenantId}/users`;
      const body = {
        username: 'driver.one',
        email: 'Driver@Fleet.example',
        mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 2222' },
        password: 'Driver-Password-1!',
      };
      const created = await t.app.inject({ method: 'POST', url, headers: admin, payload: body });
      expect(created.statusCode).toBe(201);
      expect(created.json<{ data: User }>().data).toMatchObject({
        kind: 'tenant',
        email: 'driver@fleet.example',
        tenant: { _id: demoAccounts.tenantId },
      });
      const duplicate = await t.app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: { ...body, username: 'other', email: 'DRIVER@fleet.example' },
      });
      expect(expectError(duplicate, 409).fields).toEqual({ email: 'This e-mail is already used in this tenant' });
      const list = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(list.json<{ meta: { total: number } }>().meta.total).toBe(2);
      const invalid = await t.app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: { ...body, username: '', email: 'x' },
      });
      expect(expectError(invalid, 400).fields).toMatchObject({
        username: 'Username is required',
        email: 'Please enter a valid email',
      });
    });

    it('answers a taken username in Arabic for an Arabic administrator', async () => {
      const url = `${tenantsUrl}/${demoAccounts.tenantId}/users`;
      const body = {
        username: 'driver.two',
        email: 'two@fleet.example',
        mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 111 3333' },
        password: 'Driver-Password-2!',
      };
      expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: body })).statusCode).toBe(201);
      const taken = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'accept-language': 'ar' },
        payload: { ...body, email: 'other@fleet.example' },
      });
      const error = expectError(taken, 409);
      expect(error.message).toBe('اسم المستخدم مستخدم بالفعل');
      expect(error.fields).toEqual({ username: 'اسم المستخدم مستخدم بالفعل' });
    });

    it('is for administrators only', async () => {
      expectError(await t.app.inject({ method: 'GET', url: tenantsUrl }), 401);
      expectError(await t.app.inject({ method: 'POST', url: tenantsUrl, payload: {} }), 401);
      expectError(
        await t.app.inject({ method: 'GET', url: tenantsUrl, headers: bearer(await t.customerToken()) }),
        401,
      );
    });
  });

  describe("a tenant's users in the back office", () => {
    const usersUrl = `${tenantsUrl}/${demoAccounts.tenantId}/users`;
    type Listed = User & { status: string; createdAt: string };
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: usersUrl, headers: admin })).json<{ data: Listed[] }>().data;
    const resetUrl = (userId: string, tenantId: string = demoAccounts.tenantId) =>
      `${tenantsUrl}/${tenantId}/users/${userId}/password-reset`;

    it('lists each user with its status; blocked through the customers endpoint it shows blocked and cannot sign in', async () => {
      const session = await signedIn();
      const [before] = await listed();
      expect(before).toMatchObject({ _id: session.user._id, status: 'active', createdAt: expect.any(String) });
      const blocked = await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/customers/${session.user._id}/status`,
        headers: admin,
        payload: { status: 'blocked' },
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect((await listed())[0]?.status).toBe('blocked');
      expectError(
        await login({ tenantId: demoAccounts.tenantId, username: tenantUser.email, password: tenantUser.password }),
        403,
      );
    });

    it("mails the user the forgot-password code; the user sets a new password with the storefront's steps 2 and 3", async () => {
      const session = await signedIn();
      const sent = await t.app.inject({ method: 'POST', url: resetUrl(session.user._id), headers: admin });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<{ data: { sent: boolean } }>().data.sent).toBe(true);
      expect(await mailCount(t, tenantUser.email)).toBe(1);
      const otp = await latestCode(t, tenantUser.email);

      // SPEC §4's resend rules hold for the administrator too: not again within the cooldown.
      expectError(await t.app.inject({ method: 'POST', url: resetUrl(session.user._id), headers: admin }), 429);
      expect(await mailCount(t, tenantUser.email)).toBe(1);

      const target = { email: tenantUser.email, tenant: demoAccounts.tenantId };
      expect((await post(t, `${base}/users/verify-password-otp`, { ...target, otp })).statusCode).toBe(200);
      const reset = await post(t, `${base}/users/reset-password`, { ...target, otp, password: 'Admin-Sent-Reset-9!' });
      expect(reset.statusCode, reset.body).toBe(200);
      expectError(await post(t, `${base}/auth/refresh`, { refreshToken: session.refreshToken }), 401);
      expectError(
        await login({ tenantId: demoAccounts.tenantId, username: tenantUser.email, password: tenantUser.password }),
        401,
      );
      const again = await login({
        tenantId: demoAccounts.tenantId,
        username: tenantUser.email,
        password: 'Admin-Sent-Reset-9!',
      });
      expect(again.statusCode).toBe(200);
    });

    it('refuses a user of another tenant, an unknown user or tenant, and anyone but an administrator; mails nobody', async () => {
      const session = await signedIn();
      const other = await t.app.inject({
        method: 'POST',
        url: tenantsUrl,
        headers: admin,
        payload: { tenantName: 'Harbour Logistics', email: 'ops@harbour.example' },
      });
      const otherId = other.json<{ data: { _id: string } }>().data._id;
      const refused = [
        resetUrl(session.user._id, otherId),
        resetUrl('7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a99'),
        resetUrl('not-a-uuid'),
        resetUrl(session.user._id, 'not-a-uuid'),
      ];
      for (const url of refused) {
        expectError(await t.app.inject({ method: 'POST', url, headers: admin }), 404);
      }
      expectError(await t.app.inject({ method: 'POST', url: resetUrl(session.user._id) }), 401);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: resetUrl(session.user._id),
          headers: bearer(session.accessToken),
        }),
        401,
      );
      expect(await mailCount(t, tenantUser.email)).toBe(0);
    });
  });

  describe('tenant user sign-in', () => {
    it('signs in on both paths with the tenant ID, answering the user with its tenant', async () => {
      const first = await signedIn();
      expect(first.user).toMatchObject({
        kind: 'tenant',
        email: tenantUser.email,
        username: tenantUser.username,
        companyName: null,
        roles: ['tenant-user'],
        tenant: { _id: demoAccounts.tenantId, tenantName: 'Demo Fleet Co', email: 'fleet@example.com', settings: {} },
      });
      const second = await signedIn('/tenant-management/users/login');
      expect(second.user).toEqual(first.user);
      for (const url of ['/users/mine', '/tenant-management/users/me']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${base}${url}`,
          headers: bearer(second.accessToken),
        });
        expect(response.json<{ data: User }>().data, url).toEqual(first.user);
      }
      const refreshed = await post(t, `${base}/tenant-management/users/refresh`, { refreshToken: second.refreshToken });
      expect(refreshed.statusCode).toBe(200);
    });

    it("requires the right tenant ID: 'Please enter Tenant ID' when empty, 401 when wrong", async () => {
      const empty = await login({ tenantId: ' ', username: tenantUser.email, password: tenantUser.password });
      expect(expectError(empty, 400, 'Please enter Tenant ID').fields).toEqual({ tenantId: 'Please enter Tenant ID' });
      const otherTenant = await t.app.inject({
        method: 'POST',
        url: tenantsUrl,
        headers: admin,
        payload: { tenantName: 'Other', email: 'o@example.com' },
      });
      const otherId = otherTenant.json<{ data: { _id: string } }>().data._id;
      const wrong = await login({ tenantId: otherId, username: tenantUser.email, password: tenantUser.password });
      const garbage = await login({
        tenantId: 'demo-fleet',
        username: tenantUser.email,
        password: tenantUser.password,
      });
      expectError(wrong, 401, 'Invalid username or password');
      expect(answerBody(garbage)).toEqual(answerBody(wrong));
      const arabic = await t.app.inject({
        method: 'POST',
        url: `${base}/users/login`,
        payload: { tenantId: '', username: 'x', password: 'y' },
        headers: { ...(await t.captcha(base)), 'accept-language': 'ar' },
      });
      expect(expectError(arabic, 400).fields?.tenantId).toBe('يرجى إدخال معرّف المستأجر');
    });

    it('a tenant user cannot change another user, and its token does not open company routes', async () => {
      const { accessToken, user } = await signedIn();
      const created = await t.app.inject({
        method: 'POST',
        url: `${tenantsUrl}/${demoAccounts.tenantId}/users`,
        headers: admin,
        payload: {
          username: 'colleague',
          email: 'colleague@fleet.example',
          mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 333 4444' },
          password: 'Colleague-1!x',
        },
      });
      const colleague = created.json<{ data: User }>().data;
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: `${base}/users/${colleague._id}`,
          headers: bearer(accessToken),
          payload: { firstName: 'X' },
        }),
        403,
      );
      const own = await t.app.inject({
        method: 'PATCH',
        url: `${base}/users/${user._id}`,
        headers: bearer(accessToken),
        payload: { firstName: 'Samir', avatar: testImageUrl(8) },
      });
      expect(own.json<{ data: User }>().data).toMatchObject({
        firstName: 'Samir',
        avatar: testImageUrl(8),
        kind: 'tenant',
      });
      const password = await t.app.inject({
        method: 'PATCH',
        url: `${base}/users/${user._id}/password`,
        headers: bearer(accessToken),
        payload: { currentPassword: tenantUser.password, password: 'Changed-Password-1!' },
      });
      expect(password.statusCode).toBe(200);
    });

    it("refuses changing a colleague's or another tenant's user's password and profile, and changes nothing", async () => {
      const victim = await signedIn();
      const colleague = await t.app.inject({
        method: 'POST',
        url: `${tenantsUrl}/${demoAccounts.tenantId}/users`,
        headers: admin,
        payload: {
          username: 'colleague',
          email: 'colleague@fleet.example',
          mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 333 4444' },
          password: 'Colleague-1!x',
        },
      });
      expect(colleague.statusCode).toBe(201);
      const otherTenant = await t.app.inject({
        method: 'POST',
        url: tenantsUrl,
        headers: admin,
        payload: { tenantName: 'Harbour Logistics', email: 'ops@harbour.example' },
      });
      const otherTenantId = otherTenant.json<{ data: { _id: string } }>().data._id;
      const outsider = await t.app.inject({
        method: 'POST',
        url: `${tenantsUrl}/${otherTenantId}/users`,
        headers: admin,
        payload: {
          username: 'outsider',
          email: 'outsider@harbour.example',
          mobileNumber: { isoCode: 'AE', phoneNumber: '+971 50 555 6666' },
          password: 'Outsider-1!x',
        },
      });
      expect(outsider.statusCode).toBe(201);

      const attackers = {
        colleague: { tenantId: demoAccounts.tenantId, username: 'colleague', password: 'Colleague-1!x' },
        outsider: { tenantId: otherTenantId, username: 'outsider', password: 'Outsider-1!x' },
      };
      for (const [name, credentials] of Object.entries(attackers)) {
        const signIn = await login(credentials);
        expect(signIn.statusCode, name).toBe(200);
        const headers = bearer(signIn.json<{ data: TokenPair }>().data.accessToken);
        const target = `${base}/users/${victim.user._id}`;
        const password = await t.app.inject({
          method: 'PATCH',
          url: `${target}/password`,
          headers,
          payload: { currentPassword: tenantUser.password, password: 'Stolen-Password-1!' },
        });
        expectError(password, 403);
        expectError(await t.app.inject({ method: 'PATCH', url: target, headers, payload: { firstName: 'Evil' } }), 403);
        // No customer route reads a user by id: nothing about the victim comes back.
        const read = await t.app.inject({ method: 'GET', url: target, headers });
        expectError(read, 404);
        expect(read.body, name).not.toContain(tenantUser.email);
      }

      // The victim keeps its password, its profile and its session (a password change would end it).
      expect((await post(t, `${base}/auth/refresh`, { refreshToken: victim.refreshToken })).statusCode).toBe(200);
      expect(
        (await login({ tenantId: demoAccounts.tenantId, username: tenantUser.email, password: tenantUser.password }))
          .statusCode,
      ).toBe(200);
      const users = await t.app.inject({
        method: 'GET',
        url: `${tenantsUrl}/${demoAccounts.tenantId}/users`,
        headers: admin,
      });
      const stored = users.json<{ data: User[] }>().data.find((row) => row._id === victim.user._id);
      expect(stored?.firstName).toBe(victim.user.firstName);
    });

    it('refuses misused tokens on /users/mine and /tenant-management/users/me: alg none, bad signature, expired, another realm, a refresh token as bearer', async () => {
      const session = await signedIn();
      await expectMisuseRefused(t, `${base}/users/mine`, session);
      await expectMisuseRefused(t, `${base}/tenant-management/users/me`, session);
    });
  });

  describe('tenant user forgot password', () => {
    it('is bound to the tenant: the code goes to the user of that tenant only and resets that account', async () => {
      const session = await signedIn();
      const body = { email: tenantUser.email, tenant: demoAccounts.tenantId, isRoot: false };
      const known = await post(t, `${base}/tenant-management/users/forget-password`, body, await t.captcha(base));
      const wrongTenant = await post(
        t,
        `${base}/users/forget-password`,
        { ...body, tenant: 'not-a-tenant' },
        await t.captcha(base),
      );
      const unknown = await post(
        t,
        `${base}/users/forget-password`,
        { ...body, email: 'nobody@example.com' },
        await t.captcha(base),
      );
      expect(known.statusCode).toBe(200);
      expect(wrongTenant.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(wrongTenant.body);
      expect(known.body).toBe(unknown.body);
      expect(await mailCount(t, tenantUser.email)).toBe(1);
      expect(await mailCount(t, 'nobody@example.com')).toBe(0);

      const otp = await latestCode(t, tenantUser.email);
      // The same code for another tenant (or for a company of that e-mail) is just a wrong code.
      expectError(
        await post(t, `${base}/users/verify-password-otp`, { email: tenantUser.email, tenant: 'not-a-tenant', otp }),
        400,
        'Invalid or expired code',
      );
      expectError(
        await post(t, `${base}/users/verify-password-otp`, { email: tenantUser.email, isRoot: true, otp }),
        400,
        'Invalid or expired code',
      );
      expect(
        (
          await post(t, `${base}/users/verify-password-otp`, {
            email: tenantUser.email,
            tenant: demoAccounts.tenantId,
            otp,
          })
        ).statusCode,
      ).toBe(200);
      const reset = await post(t, `${base}/tenant-management/users/reset-password`, {
        email: tenantUser.email,
        tenant: demoAccounts.tenantId,
        otp,
        password: 'Tenant-Reset-9!',
      });
      expect(reset.statusCode).toBe(200);
      expectError(await post(t, `${base}/auth/refresh`, { refreshToken: session.refreshToken }), 401);
      expect(
        (await login({ tenantId: demoAccounts.tenantId, username: tenantUser.username, password: 'Tenant-Reset-9!' }))
          .statusCode,
      ).toBe(200);
    });
  });
});
