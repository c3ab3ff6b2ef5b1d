import type { Owner } from '../../../db/owner-columns.ts';
import type { DiscountRow } from '../discount-table.ts';

export type DiscountCartLine = { productId: string; productType: string; quantity: number; subtotalMinor: number };

/** The cart a code is checked against: whose it is, its lines and where it ships. */
export type DiscountCart = {
  owner: Owner | null;
  lines: DiscountCartLine[];
  country: string | null;
  city: string | null;
};

/** Everything a condition may look at, read once before the conditions run (they stay pure). */
export type DiscountFacts = {
  discount: DiscountRow;
  cart: DiscountCart;
  now: Date;
  /** The lines the discount applies to (its product or market scope). */
  eligibleLines: DiscountCartLine[];
  usedByOwner: boolean;
  firstUsedAt: Date | null;
  /** The groups the cart's customer is in (empty for an anonymous cart, or when the code names no group). */
  customerGroupIds: string[];
};

/**
 * One rule of SPEC §3 Discount (dates, status, minimum quantity, locations, scope, usage limit,
 * single use, once per customer, period, customer groups): a code applies only when every condition holds.
 */
export type DiscountCondition = { name: string; holds(facts: DiscountFacts): boolean };
