import { describe, expect, it } from 'vitest';
import type { DiscountRow } from '../discount-table.ts';
import { failedConditions } from './all-conditions.ts';
import type { DiscountCartLine, DiscountFacts } from './discount-condition.ts';
import { appliesToLine } from './scope.ts';

const now = new Date('2026-06-15T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

function discount(overrides: Partial<DiscountRow> = {}): DiscountRow {
  return {
    id: 'd1',
    code: 'SAVE10',
    type: 'code',
    status: 'active',
    percentage: 10,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usedCount: 0,
    minimumQuantity: 0,
    countries: [],
    cities: [],
    productIds: [],
    productTypes: [],
    periodDays: null,
    customerGroupIds: [],
    singleUse: false,
    oncePerCustomer: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const gateway: DiscountCartLine = { productId: 'p-gw', productType: 'gateway', quantity: 2, subtotalMinor: 20000 };
const tracker: DiscountCartLine = { productId: 'p-tr', productType: 'device', quantity: 1, subtotalMinor: 5000 };

function facts(row: DiscountRow, overrides: Partial<DiscountFacts> = {}): DiscountFacts {
  const cart = {
    owner: { kind: 'company' as const, id: 'c1' },
    lines: [gateway, tracker],
    country: 'AE',
    city: 'dubai',
  };
  return {
    discount: row,
    cart,
    now,
    eligibleLines: cart.lines.filter((line) => appliesToLine(row, line)),
    usedByOwner: false,
    firstUsedAt: null,
    customerGroupIds: [],
    ...overrides,
  };
}

describe('discount conditions', () => {
  it('accepts an active code with no limits', () => {
    expect(failedConditions(facts(discount()))).toEqual([]);
  });

  it('refuses an inactive or used code', () => {
    expect(failedConditions(facts(discount({ status: 'inactive' })))).toEqual(['status']);
    expect(failedConditions(facts(discount({ status: 'used' })))).toContain('status');
  });

  it('applies only between the start and end dates (an ended code is expired)', () => {
    expect(failedConditions(facts(discount({ startsAt: new Date(now.getTime() + day) })))).toEqual(['dates']);
    expect(failedConditions(facts(discount({ endsAt: now })))).toEqual(['dates']);
    expect(
      failedConditions(
        facts(discount({ startsAt: new Date(now.getTime() - day), endsAt: new Date(now.getTime() + day) })),
      ),
    ).toEqual([]);
  });

  it('stops at its number of usage, and a single-use code after its first use', () => {
    expect(failedConditions(facts(discount({ usageLimit: 3, usedCount: 3 })))).toEqual(['usage limit']);
    expect(failedConditions(facts(discount({ usageLimit: 3, usedCount: 2 })))).toEqual([]);
    expect(failedConditions(facts(discount({ singleUse: true, usedCount: 1 })))).toEqual(['single use']);
  });

  it('gives a once-per-customer code to each customer once', () => {
    expect(failedConditions(facts(discount({ oncePerCustomer: true }), { usedByOwner: true }))).toEqual([
      'once per customer',
    ]);
    expect(failedConditions(facts(discount({ oncePerCustomer: true }), { usedByOwner: false }))).toEqual([]);
  });

  it('counts the minimum quantity over the lines in its scope', () => {
    expect(failedConditions(facts(discount({ minimumQuantity: 3 })))).toEqual([]);
    const gateways = discount({ type: 'market', productTypes: ['gateway'], minimumQuantity: 3 });
    expect(failedConditions(facts(gateways))).toEqual(['minimum quantity']);
  });

  it('limits product and market codes to their products and product types', () => {
    expect(appliesToLine(discount({ type: 'product', productIds: ['p-tr'] }), gateway)).toBe(false);
    expect(appliesToLine(discount({ type: 'product', productIds: ['p-tr'] }), tracker)).toBe(true);
    expect(appliesToLine(discount({ type: 'market', productTypes: ['gateway'] }), gateway)).toBe(true);
    expect(failedConditions(facts(discount({ type: 'product', productIds: ['other'] })))).toEqual(['scope']);
  });

  it('applies only to carts shipping to its locations', () => {
    expect(failedConditions(facts(discount({ countries: ['SA'] })))).toEqual(['locations']);
    expect(failedConditions(facts(discount({ countries: ['AE'], cities: ['dubai'] })))).toEqual([]);
    const unknownDestination = facts(discount({ countries: ['AE'] }));
    unknownDestination.cart = { ...unknownDestination.cart, country: null };
    expect(failedConditions(unknownDestination)).toEqual(['locations']);
  });

  it('keeps a code with a period usable only that many days after its first use', () => {
    const row = discount({ periodDays: 7 });
    expect(failedConditions(facts(row, { firstUsedAt: new Date(now.getTime() - 6 * day) }))).toEqual([]);
    expect(failedConditions(facts(row, { firstUsedAt: new Date(now.getTime() - 8 * day) }))).toEqual(['period']);
  });

  it('limits a code naming customer groups to the members of one of them', () => {
    const row = discount({ customerGroupIds: ['g-vip', 'g-partners'] });
    expect(failedConditions(facts(row, { customerGroupIds: ['g-partners'] }))).toEqual([]);
    expect(failedConditions(facts(row, { customerGroupIds: ['g-other'] }))).toEqual(['customer groups']);
    expect(failedConditions(facts(row, { customerGroupIds: [] }))).toEqual(['customer groups']);
    expect(failedConditions(facts(discount(), { customerGroupIds: [] }))).toEqual([]);
  });
});
