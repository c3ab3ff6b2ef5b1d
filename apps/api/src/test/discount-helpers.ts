import type { DiscountBody } from '@iot/shared/admin-discounts';

/** A valid code discount of 10 % with no limits, as the back office's form sends it. */
export function discountBody(overrides: Partial<DiscountBody> = {}): DiscountBody {
  return {
    code: 'SPRING10',
    type: 'code',
    percentage: 10,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    minimumQuantity: 0,
    countries: [],
    cities: [],
    periodDays: null,
    singleUse: false,
    oncePerCustomer: false,
    productIds: [],
    productTypes: [],
    customerGroupIds: [],
    ...overrides,
  };
}
