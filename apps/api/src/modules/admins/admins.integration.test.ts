import { describe, expect, it } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import { rolePermissions } from '@iot/shared/staff-roles';
import {
  answerBody,
  bearer,
  expectError,
  expectMisuseRefused,
  latestCode,
  latestMail,
  mailCount,
  post,
} from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp } from '../../test/test-app.ts';

const signinUrl = '/marketplace/admins/auth/signin';
const refreshUrl = '/marketplace/admins/auth/refresh';
const logoutUrl = '/marketplace/admins/auth/logout';
const profileUrl = '/marketplace/admins/admins/myProfile';
const admin = demoAccounts.admin;

describe.each(databaseTargets())('CMS administrator auth on $name', (target) => {
  const t = useTestApp(target);

  async function signIn(username: string = admin.email, password: string = admin.password) {
    return post(t, signinUrl, { username, password }, await t.captcha());
  }

  async function signedIn(): Promise<TokenPair> {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TokenPair }>().data;
  }

  const profile = (token: string) => t.app.inject({ method: 'GET', url: profileUrl, headers: bearer(token) });

  describe('sign-in', () => {
    it('answers data.user, data.accessToken and data.refreshToken, and the token opens myProfile', async () => {
      const response = await signIn(admin.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: TokenPair & { user: Record<string, unknown> } }>();
      expect(data.user).toEqual({
        _id: expect.any(String),
        email: admin.email,
        firstName: 'Demo',
        lastName: 'Admin',
        roles: ['super-admin'],
        permissions: [...rolePermissions['super-admin']],
        language: 'en',
      });
      expect(data.accessToken.split('.')).toHaveLength(3);
      expect(data.refreshToken.length).toBeGreaterThanOrEqual(43);

      const me = await profile(data.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json<{ data: unknown }>().data).toEqual(data.user);
    });

    it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
      const unknown = await signIn('nobody@example.com', 'Whatever-1!');
      const wrong = await signIn(admin.email, 'Wrong-Password-1!');
      expectError(unknown, 401, 'Invalid username or password');
      expectError(wrong, 401, 'Invalid username or password');
      expect(answerBody(unknown)).toEqual(answerBody(wrong));
    });

    it('validates the body with the SPEC §5 templates', async () => {
      const response = await post(t, signinUrl, { username: 'not-an-email', password: '123' }, await t.captcha());
      const error = expectError(response, 400);
      expect(error.fields).toEqual({
        username: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
      });
    });
  });

  describe('captcha', () => {
    it("refuses a sign-in without the header: 400 'Execute recaptcha not yet available'", async () => {
      expectError(
        await post(t, signinUrl, { username: admin.email, password: admin.password }),
        400,
        'Execute recaptcha not yet available',
      );
    });

    it('refuses too little work, a forged challenge and a replayed one', async () => {
      const challenge = await t.app.inject({ method: 'GET', url: '/marketplace/captcha/challenge' });
      expect(challenge.headers['cache-control']).toBe('no-store');
      const { data } = challenge.json<{
        data: { provider: string; challenge: string; difficulty: number; expiresAt: string };
      }>();
      expect(data.provider).toBe('pow');
      expect(data.difficulty).toBe(4);
      expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);

      const { createHash } = await import('node:crypto');
      let lazy = 0;
      while (createHash('sha256').update(`${data.challenge}:${lazy}`).digest('hex').startsWith('0')) lazy += 1;
      const body = { username: admin.email, password: admin.password };
      expectError(await post(t, signinUrl, body, { recaptcha: `${data.challenge}:${lazy}` }), 400, 'Invalid captcha');
      expectError(await post(t, signinUrl, body, { recaptcha: 'garbage' }), 400, 'Invalid captcha');

      const solved = await t.captcha();
      expect((await post(t, signinUrl, body, solved)).statusCode).toBe(200);
      expectError(await post(t, signinUrl, body, solved), 400, 'Invalid captcha');
    });

    it('refuses an expired challenge', async () => {
      const solved = await t.captcha();
      t.clock.advance(5 * 60_000 + 1000);
      expectError(
        await post(t, signinUrl, { username: admin.email, password: admin.password }, solved),
        400,
        'Invalid captcha',
      );
    });

    it('serves challenges on the customer base too', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/marketplace-customer/captcha/challenge' });
      expect(response.json<{ data: { provider: string } }>().data.provider).toBe('pow');
    });
  });

  describe('token misuse answers 401', () => {
    it('no token, garbage, a bad signature, alg none, another secret, an expired token, the other realm and a refresh token as bearer', async () => {
      await expectMisuseRefused(t, profileUrl, await signedIn());
    });

    it('a customer access token on an admin route, and an admin token on a customer route', async () => {
      const companySignIn = await post(
        t,
        '/marketplace-customer/companies/login',
        { username: demoAccounts.company.email, password: demoAccounts.company.password },
        await t.captcha('/marketplace-customer'),
      );
      const customer = companySignIn.json<{ data: TokenPair }>().data;
      expectError(await profile(customer.accessToken), 401);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/marketplace/tenant-management/tenants',
          headers: bearer(customer.accessToken),
        }),
        401,
      );

      const { accessToken, refreshToken } = await signedIn();
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/marketplace-customer/companies/mine',
          headers: bearer(accessToken),
        }),
        401,
      );

      // Refresh tokens are realm-bound too, in both directions, and a refused one stays valid at home.
      expectError(await post(t, '/marketplace-customer/auth/refresh', { refreshToken }), 401);
      expectError(await post(t, refreshUrl, { refreshToken: customer.refreshToken }), 401);
      expect((await post(t, refreshUrl, { refreshToken })).statusCode).toBe(200);
      expect(
        (await post(t, '/marketplace-customer/auth/refresh', { refreshToken: customer.refreshToken })).statusCode,
      ).toBe(200);
    });
  });

  describe('refresh tokens', () => {
    it('rotate: the new pair works, the old refresh token does not', async () => {
      const first = await signedIn();
      const response = await post(t, refreshUrl, { refreshToken: first.refreshToken });
      expect(response.statusCode).toBe(200);
      const second = response.json<{ data: TokenPair }>().data;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await profile(second.accessToken)).statusCode).toBe(200);
      expect((await post(t, refreshUrl, { refreshToken: second.refreshToken })).statusCode).toBe(200);
    });

    it('a reused refresh token revokes its whole family, the newest token included; other sign-ins survive', async () => {
      const stolen = await signedIn();
      const other = await signedIn();
      const rotated = (await post(t, refreshUrl, { refreshToken: stolen.refreshToken })).json<{ data: TokenPair }>()
        .data;
      expectError(
        await post(t, refreshUrl, { refreshToken: stolen.refreshToken }),
        401,
        'Invalid or expired refresh token',
      );
      expectError(await post(t, refreshUrl, { refreshToken: rotated.refreshToken }), 401);
      expect((await post(t, refreshUrl, { refreshToken: other.refreshToken })).statusCode).toBe(200);
    });

    it('expire after 7 idle days and, whatever the use, 30 days after sign-in', async () => {
      const idle = await signedIn();
      t.clock.advance(7 * 24 * 3600_000 + 1000);
      expectError(await post(t, refreshUrl, { refreshToken: idle.refreshToken }), 401);

      t.clock.reset();
      let { refreshToken } = await signedIn();
      for (let day = 6; day <= 30; day += 6) {
        t.clock.advance(6 * 24 * 3600_000);
        const response = await post(t, refreshUrl, { refreshToken });
        if (day < 30) {
          expect(response.statusCode, `day ${day}`).toBe(200);
          refreshToken = response.json<{ data: TokenPair }>().data.refreshToken;
        } else {
          expectError(response, 401);
        }
      }
    });

    it('logout revokes the family: the token and its successors stop working', async () => {
      const first = await signedIn();
      const rotated = (await post(t, refreshUrl, { refreshToken: first.refreshToken })).json<{ data: TokenPair }>()
        .data;
      const response = await post(t, logoutUrl, { refreshToken: rotated.refreshToken });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expectError(await post(t, refreshUrl, { refreshToken: rotated.refreshToken }), 401);
      expect((await post(t, logoutUrl, { refreshToken: 'unknown' })).statusCode).toBe(204);
    });

    it('logout ends the access tokens of the session at once, not after their 15 minutes', async () => {
      const session = await signedIn();
      const rotated = (await post(t, refreshUrl, { refreshToken: session.refreshToken })).json<{ data: TokenPair }>()
        .data;
      const other = await signedIn();
      const profile = (token: string) =>
        t.app.inject({ method: 'GET', url: profileUrl, headers: { authorization: `Bearer ${token}` } });
      expect((await profile(session.accessToken)).statusCode).toBe(200);
      expect((await profile(rotated.accessToken)).statusCode).toBe(200);

      expect((await post(t, logoutUrl, { refreshToken: rotated.refreshToken })).statusCode).toBe(204);
      expectError(await profile(session.accessToken), 401);
      expectError(await profile(rotated.accessToken), 401);
      // Another sign-in of the same administrator is another session and keeps working.
      expect((await profile(other.accessToken)).statusCode).toBe(200);
    });

    it('a reused refresh token also ends the access tokens of its family', async () => {
      const session = await signedIn();
      await post(t, refreshUrl, { refreshToken: session.refreshToken });
      expectError(await post(t, refreshUrl, { refreshToken: session.refreshToken }), 401);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: profileUrl,
          headers: { authorization: `Bearer ${session.accessToken}` },
        }),
        401,
      );
    });

    it('refuses garbage and an empty body', async () => {
      expectError(await post(t, refreshUrl, { refreshToken: 'x'.repeat(43) }), 401);
      expect(expectError(await post(t, refreshUrl, {}), 400).fields).toEqual({ refreshToken: expect.any(String) });
    });
  });

  describe('forgot password', () => {
    const forgotUrl = '/marketplace/admins/admins/forget-password';
    const verifyUrl = '/marketplace/admins/admins/verify-password-otp';
    const resetUrl = '/marketplace/admins/admins/reset-password';
    const newPassword = 'Brand-New-Password-2!';

    const forgot = async (email: string) => post(t, forgotUrl, { email }, await t.captcha());

    it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
      const known = await forgot(admin.email);
      const unknown = await forgot('nobody@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ data: { sent: true, resendAvailableInSeconds: 60, resendsLeft: 5 } });
      expect(await mailCount(t, admin.email)).toBe(1);
      expect(await mailCount(t, 'nobody@example.com')).toBe(0);
      expect((await latestMail(t, admin.email))?.subject).toBe('Your password reset code');

      // The cooldown applies to both alike.
      const knownAgain = await forgot(admin.email);
      const unknownAgain = await forgot('nobody@example.com');
      expectError(knownAgain, 429);
      expect(answerBody(knownAgain)).toEqual(answerBody(unknownAgain));
      expect(knownAgain.headers['retry-after']).toBe(unknownAgain.headers['retry-after']);
    });

    it('needs the captcha', async () => {
      expectError(await post(t, forgotUrl, { email: admin.email }), 400, 'Execute recaptcha not yet available');
    });

    it('verifies, resets, signs out every session, and the code works only once', async () => {
      const session = await signedIn();
      await forgot(admin.email);
      const otp = await latestCode(t, admin.email);
      expect((await post(t, verifyUrl, { email: admin.email, otp })).json()).toEqual({ data: { verified: true } });
      const reset = await post(t, resetUrl, { email: admin.email, otp, password: newPassword });
      expect(reset.json()).toEqual({ data: { reset: true } });

      expectError(await post(t, refreshUrl, { refreshToken: session.refreshToken }), 401);
      expectError(await signIn(admin.email, admin.password), 401);
      expect((await signIn(admin.email, newPassword)).statusCode).toBe(200);

      const again = await post(t, resetUrl, { email: admin.email, otp, password: 'Another-Password-3!' });
      expect(expectError(again, 400, 'Invalid or expired code').fields).toEqual({ otp: 'Invalid or expired code' });
    });

    it('answers one error for no code, a wrong code and an expired code', async () => {
      const none = await post(t, verifyUrl, { email: 'nobody@example.com', otp: '12345678' });
      await forgot(admin.email);
      const otp = await latestCode(t, admin.email);
      const wrongCode = otp === '00000000' ? '11111111' : '00000000';
      const wrong = await post(t, verifyUrl, { email: admin.email, otp: wrongCode });
      expect(answerBody(none)).toEqual(answerBody(wrong));
      expectError(wrong, 400, 'Invalid or expired code');
      t.clock.advance(10 * 60_000);
      expect(answerBody(await post(t, verifyUrl, { email: admin.email, otp }))).toEqual(answerBody(wrong));
    });

    it('kills the code after 5 wrong guesses, even for the right one, until a new code is sent', async () => {
      await forgot(admin.email);
      const otp = await latestCode(t, admin.email);
      const wrongCode = otp === '00000000' ? '11111111' : '00000000';
      for (let guess = 0; guess < 5; guess += 1)
        expectError(await post(t, verifyUrl, { email: admin.email, otp: wrongCode }), 400);
      const dead = await post(t, verifyUrl, { email: admin.email, otp });
      expectError(dead, 429, 'Too many wrong codes. Please request a new code.');
      expect(Number(dead.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await post(t, resetUrl, { email: admin.email, otp, password: newPassword }), 429);

      t.clock.advance(60_000);
      await forgot(admin.email);
      const fresh = await latestCode(t, admin.email);
      expect((await post(t, verifyUrl, { email: admin.email, otp: fresh })).statusCode).toBe(200);
    });

    it('allows a resend after 60 s, 5 resends, then blocks the sixth for 15 minutes', async () => {
      expect((await forgot(admin.email)).statusCode).toBe(200);
      const early = await forgot(admin.email);
      expectError(early, 429);
      expect(early.headers['retry-after']).toBe('60');
      for (let resend = 1; resend <= 5; resend += 1) {
        t.clock.advance(60_000);
        const response = await forgot(admin.email);
        expect(response.statusCode, `resend ${resend}`).toBe(200);
        expect(response.json<{ data: { resendsLeft: number } }>().data.resendsLeft).toBe(5 - resend);
      }
      expect(await mailCount(t, admin.email)).toBe(6);

      t.clock.advance(60_000);
      const sixth = await forgot(admin.email);
      expectError(sixth, 429, 'Too many codes requested. Please try again in 15 minutes.');
      expect(sixth.headers['retry-after']).toBe('900');
      t.clock.advance(14 * 60_000);
      const stillBlocked = await forgot(admin.email);
      expectError(stillBlocked, 429, 'Too many codes requested. Please try again in 1 minute.');
      expect(await mailCount(t, admin.email)).toBe(6);

      t.clock.advance(60_000);
      expect((await forgot(admin.email)).json()).toEqual({
        data: { sent: true, resendAvailableInSeconds: 60, resendsLeft: 5 },
      });
    });

    it('validates the new password with the SPEC §5 checklist', async () => {
      const response = await post(t, resetUrl, { email: admin.email, otp: '12345678', password: 'short' });
      expect(expectError(response, 400).fields?.password).toBe('Password must contain an uppercase letter');
    });
  });

  describe('outbox', () => {
    it('is for administrators only', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/marketplace/mail/outbox' }), 401);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/marketplace/mail/outbox',
          headers: bearer(await t.customerToken()),
        }),
        401,
      );
    });
  });
});
