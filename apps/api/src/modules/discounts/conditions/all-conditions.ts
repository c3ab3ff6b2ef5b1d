import { inCustomerGroup } from './customer-groups.ts';
import { withinDates } from './dates.ts';
import type { DiscountCondition } from './discount-condition.ts';
import { shipsToLocation } from './locations.ts';
import { meetsMinimumQuantity } from './minimum-quantity.ts';
import { firstUseByCustomer } from './once-per-customer.ts';
import { withinPeriod } from './period.ts';
import { hasEligibleLine } from './scope.ts';
import { unusedIfSingleUse } from './single-use.ts';
import { isActive } from './status.ts';
import { hasUseLeft } from './usage-limit.ts';

/** Every rule a code must pass; adding a rule is adding a file and a line here. */
export const discountConditions: readonly DiscountCondition[] = [
  isActive,
  withinDates,
  withinPeriod,
  hasUseLeft,
  unusedIfSingleUse,
  firstUseByCustomer,
  hasEligibleLine,
  meetsMinimumQuantity,
  shipsToLocation,
  inCustomerGroup,
];

/** The names of the conditions that fail (empty when the code applies). */
export function failedConditions(facts: Parameters<DiscountCondition['holds']>[0]): string[] {
  return discountConditions.filter((condition) => !condition.holds(facts)).map((condition) => condition.name);
}
