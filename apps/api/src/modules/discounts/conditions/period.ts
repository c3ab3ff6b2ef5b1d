import type { DiscountCondition } from './discount-condition.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** SPEC §3 period: a code with a period stays usable for that many days after its first use. */
export const withinPeriod: DiscountCondition = {
  name: 'period',
  holds: ({ discount, firstUsedAt, now }) =>
    discount.periodDays === null ||
    firstUsedAt === null ||
    now.getTime() < firstUsedAt.getTime() + discount.periodDays * dayMs,
};
