import type { DiscountCondition } from './discount-condition.ts';

/** SPEC §3 number of usage: no more orders than the limit. */
export const hasUseLeft: DiscountCondition = {
  name: 'usage limit',
  holds: ({ discount }) => discount.usageLimit === null || discount.usedCount < discount.usageLimit,
};
