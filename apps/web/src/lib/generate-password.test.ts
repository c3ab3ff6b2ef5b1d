import { describe, expect, it } from 'vitest';
import { authLimits, newPasswordSchema, passwordChecks } from '@iot/shared/auth';
import { generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('makes 20-character passwords that pass every checklist rule and the new-password schema', () => {
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(authLimits.generatedPasswordLength);
      for (const check of passwordChecks) expect(check.test(password), `${check.key}: ${password}`).toBe(true);
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(seen.size).toBe(100);
  });
});
