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
  credentials: (password: string) => Record<string, string>;
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
    credentials: (password) => ({ username: demoAccounts.admin.email, password }),
    email: demoAccounts.admin.email,
    password: demoAccounts.admin.password,
    recovery: '/marketplace/admins/admins',
    recoveryBody: {},
  },
  company: {
    signIn: `${customer}/companies/login`,
    captchaBase: customer,
    credentials: (password) => ({ username: demoAccounts.company.username, password }),
    email: demoAccounts.company.email,
    password: demoAccounts.company.password,
    recovery: `${customer}/companies`,
    recoveryBody: {},
  },
  'tenant user (/users/login)': {
    signIn: `${customer}/users/login`,
    captchaBase: customer,
    credentials: (password) => ({
      tenantId: demoAccounts.tenantId,
      username: demoAccounts.tenantUser.username,
      password,
    }),
    email: demoAccounts.tenantUser.email,
    password: demoAccounts.tenantUser.password,
    recovery: `${customer}/users`,
    recoveryBody: { tenant: demoAccounts.tenantId, isRoot: false },
  },
  'tenant user (/tenant-management/users/login)': {
    signIn: `${customer}/tenant-management/users/login`,
    captchaBase: customer,
    credentials: (password) => ({ tenantId: demoAccounts.tenantId, username: demoAccounts.tenantUser.email, password }),
    email: demoAccounts.tenantUser.email,
    password: demoAccounts.tenantUser.password,
    recovery: `${customer}/tenant-management/users`,
    recoveryBody: { tenant: demoAccounts.tenantId, isRoot: false },
  },
};

describe.each(databaseTargets())('account sign-in lock across addresses on $name', (target) => {
  // The real limits: no configure.
  const t = useTestApp(target);

  async function signIn(account: Account, password: string, remoteAddress: string, language = 'en') {
    return t.app.inject({
      method: 'POST',
      url: account.signIn,
      payload: account.credentials(password),
      headers: { ...(await t.captcha(account.captchaBase)), 'accept-language': language },
      remoteAddress,
    });
  }

  /** One wrong password from each of 10 addresses: under every per-address limit, over the account's. */
  async function failFromTenAddresses(account: Account) {
    for (let n = 1; n <= 10; n += 1) expectError(await signIn(account, wrongPassword, `198.51.100.${n}`), 401);
  }

  describe.each(Object.entries(accounts))('%s', (_name, account) => {
    it('10 failures from 10 addresses lock the password sign-in for 15 minutes, for that account only', async () => {
      for (let n = 1; n <= 9; n += 1) expectError(await signIn(account, wrongPassword, `198.51.100.${n}`), 401);
      expect((await signIn(account, account.password, '203.0.113.1')).statusCode, 'nine failures do not lock').toBe(
        200,
      );
      expectError(await signIn(account, wrongPassword, '198.51.100.10'), 401);

      const locked = await signIn(account, account.password, '203.0.113.2');
      expectError(locked, 429, serverMessages.signInLocked);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expectError(
        await signIn(account, account.password, '203.0.113.3', 'ar'),
        429,
        'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. تم قفل تسجيل الدخول بكلمة المرور لمدة ١٥ دقيقة؛ أعد تعيين كلمة المرور لفتحه الآن.',
      );

      // Another account signs in as before.
      const other = account === accounts.administrator ? accounts.company : accounts.administrator;
      if (!other) throw new Error('no other account');
      expect((await signIn(other, other.password, '203.0.113.2')).statusCode).toBe(200);

      t.clock.advance(15 * 60_000 - 5_000);
      expectError(await signIn(account, account.password, '203.0.113.4'), 429, serverMessages.signInLocked);
      t.clock.advance(5_000);
      expect((await signIn(account, account.password, '203.0.113.4')).statusCode).toBe(200);
    });

    it('a password reset through forgot-password ends the lock', async () => {
      await failFromTenAddresses(account);
      expectError(await signIn(account, account.password, '203.0.113.1'), 429, serverMessages.signInLocked);

      const body = { email: account.email, ...account.recoveryBody };
      expect(
        (await post(t, `${account.recovery}/forget-password`, body, await t.captcha(account.captchaBase))).statusCode,
      ).toBe(200);
      const otp = await latestCode(t, account.email);
      expect(
        (await post(t, `${account.recovery}/reset-password`, { ...body, otp, password: newPassword })).statusCode,
      ).toBe(200);

      expect((await signIn(account, newPassword, '203.0.113.1')).statusCode).toBe(200);
    });
  });
});
