import type { DiscountCondition } from './discount-condition.ts';

/** Only an active code applies; inactive and used ones do not (SPEC §4 discount statuses). */
export const isActive: DiscountCondition = {
  name: 'status',
  holds: ({ discount }) => discount.status === 'active',
};
