import type { DiscountCondition } from './discount-condition.ts';

/** SPEC §3 minimum quantity, counted over the lines the discount applies to. */
export const meetsMinimumQuantity: DiscountCondition = {
  name: 'minimum quantity',
  holds: ({ discount, eligibleLines }) =>
    eligibleLines.reduce((sum, line) => sum + line.quantity, 0) >= discount.minimumQuantity,
};
