import { describe, expect, it } from 'vitest';
import type { Discount } from '@iot/shared/admin-discounts';
import { discountBodyOf, discountFormOf, discountFormResolver, emptyDiscountForm } from './discount-form.ts';

const discount: Discount = {
  _id: 'd1',
  code: 'SPRING10',
  type: 'market',
  status: 'active',
  percentage: 10,
  startsAt: null,
  endsAt: '2026-12-31T20:00:00.000Z',
  usageLimit: null,
  usedCount: 3,
  minimumQuantity: 2,
  countries: ['AE'],
  cities: [],
  periodDays: 7,
  singleUse: false,
  oncePerCustomer: true,
  productIds: [],
  productTypes: ['gateway'],
  customerGroupIds: ['g1'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('discount form', () => {
  it('opens a copy with every field of its source and an empty code, and saves it back unchanged', () => {
    const copy = discountFormOf(discount, 'copy');
    expect(copy.code).toBe('');
    const body = discountBodyOf({ ...copy, code: 'SPRING10-B' });
    expect(body).toMatchObject({
      code: 'SPRING10-B',
      type: 'market',
      percentage: 10,
      endsAt: discount.endsAt,
      usageLimit: null,
      periodDays: 7,
      productTypes: ['gateway'],
      customerGroupIds: ['g1'],
    });
    expect(discountFormOf(discount, 'edit').code).toBe('SPRING10');
  });

  it('puts the shared schema messages on the fields', async () => {
    const result = await discountFormResolver({ ...emptyDiscountForm, type: 'product' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.code?.message).toBe('Code is required');
    expect(result.errors.percentage?.message).toBe('Percentage is invalid');
    const product = await discountFormResolver(
      { ...emptyDiscountForm, code: 'NEW', percentage: 5, type: 'product' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(product.errors.productIds?.message).toBe('At least 1 Product is required');
  });
});
