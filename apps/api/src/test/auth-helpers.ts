import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
export type TokenPair = { accessToken: string; refreshToken: string };

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

export function expectError(response: { statusCode: number; json: <T>() => T }, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json<ErrorBody>();
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body.error;
}
