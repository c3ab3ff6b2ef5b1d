import { describe, expect, it } from 'vitest';
import { readExpiry, readSandboxToken, sandboxCardFieldsSchema, sandboxToken } from './sandbox-cards.ts';

const valid = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holderName: 'Mona Saleh' };

describe('the sandbox card element fields', () => {
  it('accepts a test card typed with spaces and reads the expiry as month and four-digit year', () => {
    const parsed = sandboxCardFieldsSchema.parse(valid);
    expect(parsed.number).toBe('4242424242424242');
    expect(readExpiry(parsed.expiry)).toEqual({ month: 12, year: 2034 });
  });

  it('names each wrong field with its SPEC §5 message', () => {
    const result = sandboxCardFieldsSchema.safeParse({
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '1',
      holderName: ' ',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      number: 'Card number is invalid',
      expiry: 'Expiry date is invalid',
      cvc: 'CVC is invalid',
      holderName: 'Name on card is required',
    });
  });

  it('refuses an expiry that has passed, and accepts the current month', () => {
    const now = new Date(2026, 10, 23);
    expect(readExpiry('10/26', now)).toBeNull();
    expect(readExpiry('11/26', now)).toEqual({ month: 11, year: 2026 });
    expect(readExpiry('1/2027', now)).toEqual({ month: 1, year: 2027 });
  });

  it('turns the declined test card into a token that carries the outcome and never the number', () => {
    const token = sandboxToken('4000 0000 0000 0002', 12, 2034);
    expect(token).not.toContain('4000000000000002');
    expect(readSandboxToken(token ?? '')).toMatchObject({ outcome: 'declined', last4: '0002', expYear: 2034 });
  });
});
