import type { DiscountRow } from '../discount-table.ts';
import type { DiscountCartLine, DiscountCondition } from './discount-condition.ts';

/**
 * SPEC §3 discount type as scope: `code` applies to the whole cart, `product` to the listed
 * products, `market` to the listed product types (a market segment such as gateways).
 */
export function appliesToLine(discount: DiscountRow, line: DiscountCartLine): boolean {
  if (discount.type === 'product') return discount.productIds.includes(line.productId);
  if (discount.type === 'market') return discount.productTypes.includes(line.productType);
  return true;
}

export const hasEligibleLine: DiscountCondition = {
  name: 'scope',
  holds: ({ eligibleLines }) => eligibleLines.length > 0,
};
