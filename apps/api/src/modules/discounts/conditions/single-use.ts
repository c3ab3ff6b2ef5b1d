import type { DiscountCondition } from './discount-condition.ts';

/** SPEC §9: a single-use code expires on its first use. */
export const unusedIfSingleUse: DiscountCondition = {
  name: 'single use',
  holds: ({ discount }) => !discount.singleUse || discount.usedCount === 0,
};
