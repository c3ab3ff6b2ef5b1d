import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A message from an anonymous visitor's contact form (SPEC §3 "Quote or message"); answers its id. */
export async function sendTestMessage(t: TestApp): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/marketplace-customer/requests',
    payload: {
      type: 'message',
      fullName: 'Layla Haddad',
      phoneNumber: '+971 50 123 4567',
      email: 'layla@example.com',
      message: 'Please call me back.',
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<{ data: { _id: string } }>().data._id;
}
