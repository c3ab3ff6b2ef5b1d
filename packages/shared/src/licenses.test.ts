import { describe, expect, it } from 'vitest';
import { addLicensePeriods, canApplyLicenseAction } from './licenses.ts';

describe('a license period', () => {
  it('adds whole months in UTC, keeping a month’s end at the end of a shorter month', () => {
    expect(addLicensePeriods(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addLicensePeriods(new Date('2026-11-30T00:00:00Z'), 'quarterly').toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(addLicensePeriods(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(addLicensePeriods(new Date('2026-03-15T00:00:00Z'), 'monthly', 3).toISOString()).toBe(
      '2026-06-15T00:00:00.000Z',
    );
  });
});

describe('what an administrator can do to an allocation', () => {
  it('suspends an active or expired one, resumes a suspended one, and never touches a revoked one', () => {
    expect(canApplyLicenseAction('active', 'suspend')).toBe(true);
    expect(canApplyLicenseAction('expired', 'renew')).toBe(true);
    expect(canApplyLicenseAction('active', 'resume')).toBe(false);
    expect(canApplyLicenseAction('suspended', 'resume')).toBe(true);
    expect(canApplyLicenseAction('suspended', 'revoke')).toBe(true);
    for (const action of ['suspend', 'resume', 'revoke', 'renew'] as const)
      expect(canApplyLicenseAction('revoked', action)).toBe(false);
  });
});
