import { describe, expect, it } from 'vitest';
import { sandboxToken } from '@iot/shared/sandbox-cards';
import { serverMessages } from '@iot/shared/server-messages';
import type { Database } from '../../db/database.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

// Saving a card reads only the token: no database is reached.
const sandbox = createSandboxProvider({} as Database, 'webhook-secret');
const token = (number: string) => sandboxToken(number, 12, 2034) ?? '';

describe('the sandbox saving a card, in step with Stripe SetupIntents', () => {
  it('saves a card that succeeds, keeping only brand, last four and expiry', async () => {
    await expect(
      sandbox.saveCard({ customer: 'cus_1', paymentMethod: token('4242424242424242'), idempotencyKey: 'k' }),
    ).resolves.toEqual({
      ref: token('4242424242424242'),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
  });

  it("refuses a declined card with Stripe's message", async () => {
    await expect(
      sandbox.saveCard({ customer: 'cus_1', paymentMethod: token('4000000000000002'), idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { token: 'Your card was declined.' } });
  });

  it('refuses a card whose setup asks for 3-D Secure, as the stripe provider does', async () => {
    await expect(
      sandbox.saveCard({ customer: 'cus_1', paymentMethod: token('4000002500003155'), idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { token: serverMessages.paymentRequiresAction } });
  });
});
