import type { DiscountCondition } from './discount-condition.ts';

/** A once-per-customer code applies to each customer's first order with it only. */
export const firstUseByCustomer: DiscountCondition = {
  name: 'once per customer',
  holds: ({ discount, usedByOwner }) => !discount.oncePerCustomer || !usedByOwner,
};
