import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@iot/shared/auth';
import { generatePassword, hashPassword, spendPasswordCheck, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct horse 1!', 10);
    expect(await verifyPassword('Correct horse 1!', stored)).toBe(true);
    expect(await verifyPassword('correct horse 1!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores scrypt with its parameters and a fresh salt each time, never the password', async () => {
    const first = await hashPassword('Same password!', 10);
    const second = await hashPassword('Same password!', 10);
    expect(first).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Same password');
  });

  it('checks a hash made with another cost by the cost stored in it', async () => {
    const stored = await hashPassword('Older cost 1!', 11);
    expect(await verifyPassword('Older cost 1!', stored)).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$10$8$1$abc$def', 'scrypt$10$8$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('spends a check for unknown accounts and answers false', async () => {
    expect(await spendPasswordCheck('whatever', 10)).toBe(false);
  });

  it('generates 20-character passwords that pass every new-password rule', () => {
    for (let round = 0; round < 50; round += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(20);
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });
});
