import { describe, expect, it } from 'vitest';
import { serverMessages } from '@iot/shared/server-messages';
import { expectError, latestCode, post } from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp } from '../../test/test-app.ts';

const customer = '/marketplace-customer';
const wrongPassword = 'Wrong-Password-1!';
const newPassword = 'Unlocked-Password-9!';

type Account = {
  signIn: string;
  captchaBase: '/marketplace' | '/marketplace-customer';
  /** The account's sign-in body; with `name`, the same body for a name no account has. */
  credentials: (password: string, name?: string) => Record<string, string>;
  unknownName: string;
  email: string;
  password: string;
  recovery: string;
  recoveryBody: Record<string, unknown>;
};

/** Every password sign-in of SPEC §7, each with its own forgot-password flow. */
const accounts: Record<string, Account> = {
  administrator: {
    signIn: '/marketplace/admins/auth/signin',
    captchaBase: '/marketplace',
    credentials: (password, name = demoAccounts.admin.email) => ({ username: name, password }),
    unknownName: 'nobody@example.com',
    email: demoAccounts.admin.email,
    password: demoAccounts.admin.password,
    recovery: '/marketplace/admins/admins',
    recoveryBody: {},
  },
  company: {
    signIn: `${customer}/companies/login`,
    captchaBase: customer,
    credentials: (password, name = demoAccounts.company.username) => ({ username: name, password }),
    unknownName: 'no.such.company',
    email: demoAccounts.company.email,
    password: demoAccounts.company.password,
    recovery: `${customer}/companies`,
    recoveryBody: {},
  },
  'tenant user (/users/login)': {
    signIn: `${customer}/users/login`,
    captchaBase: customer,
    credentials: (password, name = demoAccounts.tenantUser.username) => ({
      tenantId: demoAccounts.tenantId,
      username: name,
      password,
    }),
    unknownName: 'no.such.user',
    email: demoAccounts.tenantUser.email,
    password: demoAccounts.tenantUser.password,
    recovery: `${customer}/users`,
    recoveryBody: { tenant: demoAccounts.tenantId, isRoot: false },
  },
  'tenant user (/tenant-management/users/login)': {
    signIn: `${customer}/tenant-management/users/login`,
    captchaBase: customer,
    credentials: (password, name = demoAccounts.tenantUser.email) => ({
      tenantId: demoAccounts.tenantId,
      username: name,
      password,
    }),
    unknownName: 'nobody@example.com',
    email: demoAccounts.tenantUser.email,
    password: demoAccounts.tenantUser.password,
    recovery: `${customer}/tenant-management/users`,
    recoveryBody: { tenant: demoAccounts.tenantId, isRoot: false },
  },
};

describe.each(databaseTargets())('account sign-in lock across addresses on $name', (target) => {
  // The real limits: no configure.
  const t = useTestApp(target);

  async function signIn(account: Account, password: string, remoteAddress: string, language = 'en', name?: string) {
    return t.app.inject({
      method: 'POST',
      url: account.signIn,
      payload: account.credentials(password, name),
      headers: { ...(await t.captcha(account.captchaBase)), 'accept-language': language },
      remoteAddress,
    });
  }

  /** One wrong password from each of 10 addresses: under every per-address limit, over the account's. */
  async function failFromTenAddresses(account: Account, name?: string) {
    for (let n = 1; n <= 10; n += 1)
      expectError(await signIn(account, wrongPassword, `198.51.100.${n}`, 'en', name), 401);
  }

  /** Status, Retry-After (in minutes) and body without the request id: what tells one answer from another. */
  function answerOf(response: Awaited<ReturnType<typeof signIn>>) {
    const { requestId, ...error } = response.json<{ error: Record<string, unknown> }>().error;
    expect(requestId).toEqual(expect.any(String));
    return {
      status: response.statusCode,
      retryAfterMinutes: Math.ceil(Number(response.headers['retry-after']) / 60),
      error,
    };
  }

  describe.each(Object.entries(accounts))('%s', (_name, account) => {
    it('10 failures from 10 addresses lock the account for those addresses, answering as for a name no account has', async () => {
      for (let n = 1; n <= 9; n += 1) expectError(await signIn(account, wrongPassword, `198.51.100.${n}`), 401);
      expect((await signIn(account, account.password, '203.0.113.1')).statusCode, 'nine failures do not lock').toBe(
        200,
      );
      expectError(await signIn(account, wrongPassword, '198.51.100.10'), 401);
      await failFromTenAddresses(account, account.unknownName);

      // A failed address, even with the right password; a new address with a wrong one: the same answers.
      const known = {
        failedAddress: await signIn(account, account.password, '198.51.100.2'),
        newAddress: await signIn(account, wrongPassword, '203.0.113.9'),
      };
      const unknown = {
        failedAddress: await signIn(account, account.password, '198.51.100.2', 'en', account.unknownName),
        newAddress: await signIn(account, wrongPassword, '203.0.113.9', 'en', account.unknownName),
      };
      expectError(known.failedAddress, 429, serverMessages.signInLocked);
      expect(Number(known.failedAddress.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(answerOf(known.failedAddress)).toEqual(answerOf(unknown.failedAddress));
      expect(answerOf(known.newAddress)).toEqual(answerOf(unknown.newAddress));
      expect(answerOf(known.newAddress)).toEqual(answerOf(known.failedAddress));
      expectError(
        await signIn(account, account.password, '198.51.100.3', 'ar'),
        429,
        'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. تم قفل تسجيل الدخول بكلمة المرور لمدة ١٥ دقيقة؛ أعد تعيين كلمة المرور لفتحه الآن.',
      );

      // Another account signs in as before.
      const other = account === accounts.administrator ? accounts.company : accounts.administrator;
      if (!other) throw new Error('no other account');
      expect((await signIn(other, other.password, '198.51.100.2')).statusCode).toBe(200);

      // The lock ends when its Retry-After says (15 minutes from the 10th failure), not before.
      const left = Number(known.failedAddress.headers['retry-after']);
      t.clock.advance((left - 10) * 1000);
      expectError(await signIn(account, account.password, '198.51.100.4'), 429, serverMessages.signInLocked);
      t.clock.advance(11_000);
      expect((await signIn(account, account.password, '198.51.100.4')).statusCode).toBe(200);
    });

    it('the owner still signs in during the lock: a solved captcha and the right password from an address that has not failed', async () => {
      await failFromTenAddresses(account);
      expectError(await signIn(account, account.password, '198.51.100.1'), 429, serverMessages.signInLocked);
      // Every sign-in carries a solved captcha (signIn); the owner's own address never failed.
      const owner = await signIn(account, account.password, '203.0.113.50');
      expect(owner.statusCode, owner.body).toBe(200);
      // The attackers' addresses stay locked out.
      expectError(await signIn(account, account.password, '198.51.100.7'), 429, serverMessages.signInLocked);
      // Without a captcha the owner's address is refused like any other request.
      const noCaptcha = await t.app.inject({
        method: 'POST',
        url: account.signIn,
        payload: account.credentials(account.password),
        remoteAddress: '203.0.113.50',
      });
      expect(noCaptcha.statusCode).toBe(400);
    });

    it('a password reset through forgot-password ends the lock', async () => {
      await failFromTenAddresses(account);
      expectError(await signIn(account, account.password, '198.51.100.1'), 429, serverMessages.signInLocked);

      const body = { email: account.email, ...account.recoveryBody };
      expect(
        (await post(t, `${account.recovery}/forget-password`, body, await t.captcha(account.captchaBase))).statusCode,
      ).toBe(200);
      const otp = await latestCode(t, account.email);
      expect(
        (await post(t, `${account.recovery}/reset-password`, { ...body, otp, password: newPassword })).statusCode,
      ).toBe(200);

      expect((await signIn(account, newPassword, '198.51.100.1')).statusCode).toBe(200);
    });
  });
});
