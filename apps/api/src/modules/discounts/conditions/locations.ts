import type { DiscountCondition } from './discount-condition.ts';

/**
 * SPEC §3 locations: a code limited to countries or cities applies only to a cart shipping there;
 * a cart that does not yet say where it ships cannot use it.
 */
export const shipsToLocation: DiscountCondition = {
  name: 'locations',
  holds: ({ discount, cart }) =>
    (discount.countries.length === 0 || (cart.country !== null && discount.countries.includes(cart.country))) &&
    (discount.cities.length === 0 || (cart.city !== null && discount.cities.includes(cart.city))),
};
