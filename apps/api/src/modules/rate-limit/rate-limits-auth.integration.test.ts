import { describe, expect, it } from 'vitest';
import { mailCount, type ErrorBody } from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp } from '../../test/test-app.ts';

const customer = '/marketplace-customer';
const tooManyAttempts = {
  error: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many attempts. Please try again later.',
    requestId: expect.any(String),
  },
};
const password = 'Limit-Password-1!';
const otp = '12345678';

type Call = { url: string; captcha: '/marketplace' | '/marketplace-customer' | undefined; body: (n: number) => object };

/**
 * Every code endpoint counts against one per-IP rule ('one-time-code'), so guesses spread over the
 * endpoints and realms are counted together. Requests for a new e-mail each time, so the per-e-mail
 * resend cooldown (also a 429) never answers first.
 */
const codeCalls: Record<string, Call> = {
  'admin forget-password': {
    url: '/marketplace/admins/admins/forget-password',
    captcha: '/marketplace',
    body: (n) => ({ email: `admin${n}@example.com` }),
  },
  'admin verify-password-otp': {
    url: '/marketplace/admins/admins/verify-password-otp',
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', otp }),
  },
  'admin reset-password': {
    url: '/marketplace/admins/admins/reset-password',
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', otp, password }),
  },
  'company forget-password': {
    url: `${customer}/companies/forget-password`,
    captcha: customer,
    body: (n) => ({ email: `company${n}@example.com` }),
  },
  'company verify-password-otp': {
    url: `${customer}/companies/verify-password-otp`,
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', otp }),
  },
  'company reset-password': {
    url: `${customer}/companies/reset-password`,
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', otp, password }),
  },
  'company verify-registration': {
    url: `${customer}/companies/verify-registration`,
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', otp }),
  },
  'company resend-verification': {
    url: `${customer}/companies/resend-verification`,
    captcha: undefined,
    body: (n) => ({ email: `pending${n}@example.com` }),
  },
  'tenant user forget-password': {
    url: `${customer}/users/forget-password`,
    captcha: customer,
    body: (n) => ({ email: `user${n}@example.com`, tenant: demoAccounts.tenantId, isRoot: false }),
  },
  'tenant user verify-password-otp': {
    url: `${customer}/tenant-management/users/verify-password-otp`,
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', tenant: demoAccounts.tenantId, otp }),
  },
  'tenant user reset-password': {
    url: `${customer}/tenant-management/users/reset-password`,
    captcha: undefined,
    body: () => ({ email: 'nobody@example.com', tenant: demoAccounts.tenantId, otp, password }),
  },
};

const registration = (n: number) => ({
  companyName: `Limit Test ${n}`,
  firstName: 'Rana',
  lastName: 'Saleh',
  username: `limit.test.${n}`,
  email: `limit${n}@example.com`,
  phoneNumber: { isoCode: 'AE', phoneNumber: '+971 50 123 4567' },
  password,
});

describe.each(databaseTargets())('rate limits of registration and one-time codes on $name', (target) => {
  // The real limits: no configure.
  const t = useTestApp(target);

  async function call({ url, captcha, body }: Call, n: number, remoteAddress = '127.0.0.1') {
    const headers = captcha ? await t.captcha(captcha) : {};
    return t.app.inject({ method: 'POST', url, payload: body(n), headers, remoteAddress });
  }

  function expectLimited(
    response: { statusCode: number; json: <T>() => T; headers: Record<string, unknown> },
    windowSeconds: number,
  ) {
    expect(response.statusCode).toBe(429);
    expect(response.json<ErrorBody>()).toEqual(tooManyAttempts);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('uses the documented numbers: 10 registrations per 10 minutes and 30 code requests per minute per IP', () => {
    // The tests below count to these; a change of the rule is a change of this line too.
    expect(t.app.config.rateLimits.registrationPerIp).toEqual({ limit: 10, windowSeconds: 600 });
    expect(t.app.config.rateLimits.oneTimeCodePerIp).toEqual({ limit: 30, windowSeconds: 60 });
  });

  it('registration: the 11th in 10 minutes from one IP is refused with nothing stored; other IPs and the next window pass', async () => {
    const { limit, windowSeconds } = t.app.config.rateLimits.registrationPerIp;
    const register = async (n: number, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `${customer}/companies/register`,
        payload: registration(n),
        headers: await t.captcha(customer),
        remoteAddress,
      });

    for (let n = 0; n < limit; n += 1) expect((await register(n)).statusCode, `registration ${n + 1}`).toBe(201);
    expectLimited(await register(limit), windowSeconds);
    expect(await mailCount(t, registration(limit).email)).toBe(0);

    expect((await register(limit, '198.51.100.7')).statusCode).toBe(201);
    t.clock.advance(windowSeconds * 1000);
    expect((await register(limit + 1)).statusCode).toBe(201);
  });

  describe.each(Object.entries(codeCalls))('%s', (_name, endpoint) => {
    it('answers 429 after 30 requests a minute from one IP; other IPs and the next minute pass', async () => {
      const { limit, windowSeconds } = t.app.config.rateLimits.oneTimeCodePerIp;
      for (let n = 0; n < limit; n += 1) expect((await call(endpoint, n)).statusCode, `request ${n + 1}`).not.toBe(429);
      expectLimited(await call(endpoint, limit), windowSeconds);

      expect((await call(endpoint, limit + 1, '198.51.100.7')).statusCode).not.toBe(429);
      t.clock.advance(windowSeconds * 1000);
      expect((await call(endpoint, limit + 2)).statusCode).not.toBe(429);
    });
  });

  it('counts the code endpoints of every realm together', async () => {
    const calls = Object.values(codeCalls);
    const { limit, windowSeconds } = t.app.config.rateLimits.oneTimeCodePerIp;
    for (let n = 0; n < limit; n += 1) {
      const endpoint = calls[n % calls.length];
      if (!endpoint) throw new Error('no endpoint');
      expect((await call(endpoint, n)).statusCode, endpoint.url).not.toBe(429);
    }
    for (const endpoint of calls) expectLimited(await call(endpoint, limit), windowSeconds);
  });
});
