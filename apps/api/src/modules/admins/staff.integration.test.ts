import { describe, expect, it } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import { serverMessages } from '@iot/shared/server-messages';
import type { StaffMember, StaffRole } from '@iot/shared/staff-roles';
import { bearer, expectError, latestCode, latestMail, post } from '../../test/auth-helpers.ts';
import { demoAdminHeaders } from '../../test/order-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp, type TestApp } from '../../test/test-app.ts';

/** DESIGN §Operations: administrators invited by e-mail, given a role, deactivated; the last super admin stays. */

const staffUrl = '/marketplace/admins/admins';
const password = 'Staff-Password-1!';

async function invite(t: TestApp, email: string, role: StaffRole) {
  const response = await t.app.inject({
    method: 'POST',
    url: staffUrl,
    headers: await demoAdminHeaders(t),
    payload: { email, role, firstName: 'Sam', language: 'ar' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: StaffMember }>().data;
}

/** The invitation's code sets the password (reset-password step), then the administrator signs in. */
async function accept(t: TestApp, email: string): Promise<TokenPair> {
  const otp = await latestCode(t, email);
  const reset = await post(t, `${staffUrl}/reset-password`, { email, otp, password, confirmPassword: password });
  expect(reset.statusCode, reset.body).toBe(200);
  const signIn = await post(t, '/marketplace/admins/auth/signin', { username: email, password }, await t.captcha());
  expect(signIn.statusCode, signIn.body).toBe(200);
  return signIn.json<{ data: TokenPair }>().data;
}

async function patch(t: TestApp, id: string, what: 'role' | 'status', payload: object, token?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `${staffUrl}/${id}/${what}`,
    headers: token ? bearer(token) : await demoAdminHeaders(t),
    payload,
  });
}

async function demoAdminId(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${staffUrl}?search=${encodeURIComponent(demoAccounts.admin.email)}`,
    headers: await demoAdminHeaders(t),
  });
  return response.json<{ data: StaffMember[] }>().data[0]?._id ?? '';
}

describe.each(databaseTargets())('staff and roles on $name', (target) => {
  const t = useTestApp(target);

  it('invites an administrator, who sets a password from the mailed code and signs in with that role', async () => {
    const email = 'ops.person@example.com';
    const invited = await invite(t, email, 'operations');
    expect(invited).toMatchObject({ email, role: 'operations', status: 'invited', language: 'ar' });
    const mail = await latestMail(t, email);
    expect(mail?.language).toBe('ar');
    expect(mail?.text).toContain(`/ar/cms-invite?email=${encodeURIComponent(email)}`);
    // Before the code is used nobody can sign in as the invitee.
    expectError(
      await post(t, '/marketplace/admins/auth/signin', { username: email, password }, await t.captcha()),
      401,
    );

    const tokens = await accept(t, email);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${staffUrl}?status=active`,
      headers: await demoAdminHeaders(t),
    });
    expect(listed.json<{ data: StaffMember[] }>().data.map((member) => member.email)).toContain(email);

    const me = await t.app.inject({ method: 'GET', url: `${staffUrl}/myProfile`, headers: bearer(tokens.accessToken) });
    expect(me.json<{ data: { roles: string[] } }>().data.roles).toEqual(['operations']);
    // Operations may work on orders but not manage administrators or settings.
    expect(
      (await t.app.inject({ method: 'GET', url: '/marketplace/orders', headers: bearer(tokens.accessToken) }))
        .statusCode,
    ).toBe(200);
    expectError(
      await t.app.inject({ method: 'GET', url: staffUrl, headers: bearer(tokens.accessToken) }),
      403,
      serverMessages.staffRoleForbids,
    );
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: '/marketplace/settings',
        headers: bearer(tokens.accessToken),
        payload: { copyright: 'x' },
      }),
      403,
      serverMessages.staffRoleForbids,
    );
  });

  it('refuses an e-mail another administrator has (409)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: staffUrl,
      headers: await demoAdminHeaders(t),
      payload: { email: demoAccounts.admin.email.toUpperCase(), role: 'catalog' },
    });
    expectError(response, 409);
  });

  it('a changed role ends the sessions and refresh tokens of the administrator', async () => {
    const email = 'catalog.person@example.com';
    const invited = await invite(t, email, 'catalog');
    const tokens = await accept(t, email);
    const orders = () =>
      t.app.inject({ method: 'GET', url: '/marketplace/orders', headers: bearer(tokens.accessToken) });
    expect((await orders()).statusCode).toBe(200);

    expect((await patch(t, invited._id, 'role', { role: 'read-only' })).statusCode).toBe(200);
    expectError(await orders(), 401);
    expectError(await post(t, '/marketplace/admins/auth/refresh', { refreshToken: tokens.refreshToken }), 401);
  });

  it('a deactivated administrator cannot use a session, refresh or sign in; activated, they can', async () => {
    const email = 'leaving.person@example.com';
    const invited = await invite(t, email, 'read-only');
    const tokens = await accept(t, email);
    const deactivated = await patch(t, invited._id, 'status', { status: 'deactivated' });
    expect(deactivated.json<{ data: StaffMember }>().data.status).toBe('deactivated');

    const me = await t.app.inject({ method: 'GET', url: `${staffUrl}/myProfile`, headers: bearer(tokens.accessToken) });
    expectError(me, 401);
    expectError(await post(t, '/marketplace/admins/auth/refresh', { refreshToken: tokens.refreshToken }), 401);
    expectError(
      await post(t, '/marketplace/admins/auth/signin', { username: email, password }, await t.captcha()),
      403,
      serverMessages.staffDeactivated,
    );

    expect((await patch(t, invited._id, 'status', { status: 'active' })).statusCode).toBe(200);
    const again = await post(t, '/marketplace/admins/auth/signin', { username: email, password }, await t.captcha());
    expect(again.statusCode).toBe(200);
  });

  it('the last active super admin can be neither demoted nor deactivated; with a second one, they can', async () => {
    const id = await demoAdminId(t);
    expectError(await patch(t, id, 'role', { role: 'operations' }), 409, serverMessages.lastSuperAdmin);
    expectError(await patch(t, id, 'status', { status: 'deactivated' }), 409, serverMessages.lastSuperAdmin);

    // An invited super admin who has not joined does not count: nobody could sign in as them yet.
    const second = await invite(t, 'second.super@example.com', 'super-admin');
    expectError(await patch(t, id, 'role', { role: 'operations' }), 409, serverMessages.lastSuperAdmin);

    const tokens = await accept(t, second.email);
    // Each demotes the other at once: exactly one of them succeeds (the other is refused as the last
    // super admin, or finds its own session ended by the demotion), and one super admin remains.
    const answers = await Promise.all([
      patch(t, id, 'role', { role: 'operations' }, tokens.accessToken),
      patch(t, second._id, 'role', { role: 'operations' }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 401, 409].includes(answer.statusCode))).toBe(true);
    const supers = await t.app.inject({
      method: 'GET',
      url: `${staffUrl}?role=super-admin&status=active`,
      headers: bearer(await t.adminToken()),
    });
    expect(supers.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });
});
