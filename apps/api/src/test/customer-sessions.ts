import { expect } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import { bearer, post } from './auth-helpers.ts';
import { demoAccounts, type TestApp } from './test-app.ts';

const base = '/marketplace-customer';

/** A signed-in customer as a client holds it: the bearer header and the account's id. */
export type CustomerSession = { headers: Record<string, string>; id: string };

async function signIn(t: TestApp, path: string, body: object): Promise<CustomerSession> {
  const response = await post(t, `${base}${path}`, body, await t.captcha(base));
  expect(response.statusCode, response.body).toBe(200);
  const { accessToken, user } = response.json<{ data: TokenPair & { user: { _id: string } } }>().data;
  return { headers: bearer(accessToken), id: user._id };
}

/** The seeded demo company's root user, signed in through SPEC §7 /companies/login. */
export function signInDemoCompany(t: TestApp): Promise<CustomerSession> {
  const { email, password } = demoAccounts.company;
  return signIn(t, '/companies/login', { username: email, password });
}

/** The seeded demo tenant user, signed in with the tenant ID through /users/login. */
export function signInDemoTenantUser(t: TestApp): Promise<CustomerSession> {
  const { email, password } = demoAccounts.tenantUser;
  return signIn(t, '/users/login', { tenantId: demoAccounts.tenantId, username: email, password });
}
