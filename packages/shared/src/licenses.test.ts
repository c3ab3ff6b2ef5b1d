import { describe, expect, it } from 'vitest';
import { addLicensePeriods, canApplyLicenseAction, licenseAllocationBodySchema } from './licenses.ts';
import { serverMessages } from './server-messages.ts';

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

describe('an allocation made by hand', () => {
  const id = '3f1c1a6e-7a2b-4c1d-9e0f-0a1b2c3d4e5f';
  const rest = { productId: id, seats: 3, period: 'yearly' };
  const errorsOf = (body: object) =>
    licenseAllocationBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
    [];

  it('is held by a tenant or by a company', () => {
    expect(errorsOf({ tenantId: id, ...rest })).toEqual([]);
    expect(errorsOf({ companyId: id, ...rest })).toEqual([]);
  });

  it('names exactly one holder, with the error on its field beside the others', () => {
    expect(errorsOf({ tenantId: id, companyId: id, ...rest })).toEqual([
      ['companyId', serverMessages.licenseOneHolder],
    ]);
    expect(errorsOf({ seats: 3, period: 'yearly' })).toEqual([
      ['productId', 'Product is required'],
      ['tenantId', 'Tenant is required'],
    ]);
    expect(errorsOf({ companyId: '', ...rest })).toEqual([['companyId', 'Company is required']]);
    expect(errorsOf({ tenantId: '', ...rest })).toEqual([['tenantId', 'Tenant is required']]);
  });
});
