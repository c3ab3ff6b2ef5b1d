import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError, post } from '../../test/auth-helpers.ts';
import { createTestApp, databaseTargets, demoAccounts, type TestApp } from '../../test/test-app.ts';

const signinUrl = '/marketplace/admins/auth/signin';
const admin = demoAccounts.admin;

describe.each(databaseTargets())('rate limits on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, {
      configure: (config) => ({
        ...config,
        rateLimits: {
          ...config.rateLimits,
          signInPerIp: { limit: 8, windowSeconds: 60 },
          signInFailuresPerAccount: { limit: 3, windowSeconds: 15 * 60 },
          checkDataPerIp: { limit: 2, windowSeconds: 60 },
        },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const signIn = async (username: string, password: string) =>
    post(t, signinUrl, { username, password }, await t.captcha());

  it('locks an account out after its failures, for that account only, until the window passes', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expectError(await signIn(admin.email, 'Wrong-Password-1!'), 401);
    const locked = await signIn(admin.email, admin.password);
    expectError(locked, 429, 'Too many attempts. Please try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expectError(await signIn('someone.else@example.com', 'Wrong-Password-1!'), 401);

    t.clock.advance(15 * 60_000);
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('a success clears the failures', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) expectError(await signIn(admin.email, 'Wrong-Password-1!'), 401);
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) expectError(await signIn(admin.email, 'Wrong-Password-1!'), 401);
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('limits sign-ins per IP across accounts, per minute', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1)
      expectError(await signIn(`user${attempt}@example.com`, 'Wrong-Password-1!'), 401);
    expectError(await signIn(admin.email, admin.password), 429);
    t.clock.advance(60_000);
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('limits check-data per IP', async () => {
    const check = () => post(t, '/marketplace-customer/companies/check-data', { username: 'someone' });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expectError(await check(), 429);
  });
});
