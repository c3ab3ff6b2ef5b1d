import type { DiscountCondition } from './discount-condition.ts';

/** Between its start and end dates; an ended code is `expired` (SPEC §4). */
export const withinDates: DiscountCondition = {
  name: 'dates',
  holds: ({ discount, now }) =>
    (discount.startsAt === null || discount.startsAt <= now) && (discount.endsAt === null || now < discount.endsAt),
};
