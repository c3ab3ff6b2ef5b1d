/**
 * What other modules (the place-order workflow, pricing) may use of discounts (DESIGN §API: a
 * small public surface; nobody else imports this module's repository or tables).
 */
export type { DiscountCart, DiscountCartLine } from './conditions/discount-condition.ts';
export {
  discountAmountMinor,
  findApplicableDiscount,
  redeemDiscount,
  releaseDiscountUses,
  type ApplicableDiscount,
  type Redemption,
} from './discount-service.ts';
export { redemptionsOfOwner, type OwnerRedemption } from './redemption-history-repository.ts';
