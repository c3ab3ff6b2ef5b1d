import { SignJWT, type JWTPayload } from 'jose';
import { expect } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import type { TestApp } from './test-app.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** The newest mail to an address, read through the admin outbox endpoint as the browser tests do. */
export async function latestMail(t: TestApp, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/mail/outbox?to=${encodeURIComponent(to)}&limit=1`,
    headers: bearer(await t.adminToken()),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { subject: string; text: string; language: string }[] }>().data[0];
}

/** The 8-digit code of the newest mail to an address. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const mail = await latestMail(t, to);
  const code = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest mail to ${to}`);
  return code;
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/mail/outbox?to=${encodeURIComponent(to)}&limit=100`,
    headers: bearer(await t.adminToken()),
  });
  return response.json<{ data: unknown[] }>().data.length;
}

/**
 * An error body without its request id (each request has its own): what tells two answers apart
 * for a client, for tests that prove two answers are the same.
 */
export function answerBody(response: { json: <T>() => T }) {
  const { error } = response.json<{ error: Record<string, unknown> }>();
  const { requestId: _requestId, ...rest } = error;
  return { error: rest };
}

export function expectError(response: { statusCode: number; json: <T>() => T }, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json<ErrorBody>();
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body.error;
}

function claimsOf(accessToken: string): JWTPayload {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JWTPayload;
}

function signWith(secret: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/**
 * Credentials a guarded route must refuse with 401, each made from the given working session, so
 * that only the named defect keeps it out: the same claims unsigned (alg none), with a broken
 * signature, signed with another secret, expired, or for the other realm; the refresh token as a
 * bearer; and no token, garbage and Basic auth.
 */
async function misusedCredentials(t: TestApp, session: TokenPair): Promise<Record<string, Record<string, string>>> {
  const [header, payload] = session.accessToken.split('.');
  const claims = claimsOf(session.accessToken);
  const now = Math.floor(Date.now() / 1000);
  const otherRealm = claims.aud === 'admin' ? 'customer' : 'admin';
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  return {
    none: {},
    garbage: bearer('not.a.token'),
    basic: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    algNone: bearer(unsigned),
    badSignature: bearer(`${header}.${payload}.${'A'.repeat(43)}`),
    foreignSecret: bearer(await signWith('another-secret-another-secret-another-secret', claims)),
    expired: bearer(await signWith(t.app.tokenSecret, { ...claims, iat: now - 20 * 60, exp: now - 60 })),
    otherRealm: bearer(await signWith(t.app.tokenSecret, { ...claims, aud: otherRealm })),
    refreshAsBearer: bearer(session.refreshToken),
  };
}

/** The session's own access token opens the route (so the refusals below are about the token alone), then every misuse is a 401. */
export async function expectMisuseRefused(t: TestApp, url: string, session: TokenPair): Promise<void> {
  expect(
    (await t.app.inject({ method: 'GET', url, headers: bearer(session.accessToken) })).statusCode,
    'the genuine token',
  ).toBe(200);
  // Re-signed with the app's own secret and a live expiry, the claims pass: the defects, not the claims, are refused.
  const claims = claimsOf(session.accessToken);
  const resigned = await signWith(t.app.tokenSecret, { ...claims, exp: Math.floor(Date.now() / 1000) + 60 });
  expect(
    (await t.app.inject({ method: 'GET', url, headers: bearer(resigned) })).statusCode,
    'the same claims, re-signed',
  ).toBe(200);
  for (const [name, headers] of Object.entries(await misusedCredentials(t, session))) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, name).toBe(401);
    expect(response.json<ErrorBody>().error.code, name).toBe('UNAUTHORIZED');
  }
}
