import type { DiscountCondition } from './discount-condition.ts';

/**
 * A code limited to customer groups applies only to a customer in one of them; an anonymous cart,
 * or a group since deleted, never matches.
 */
export const inCustomerGroup: DiscountCondition = {
  name: 'customer groups',
  holds: ({ discount, customerGroupIds }) =>
    discount.customerGroupIds.length === 0 || discount.customerGroupIds.some((id) => customerGroupIds.includes(id)),
};
