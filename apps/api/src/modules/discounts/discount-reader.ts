import type { DiscountType } from '@iot/shared/discounts';
import { serverMessages } from '@iot/shared/server-messages';
import type { Owner } from '../../db/owner-columns.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';

// Placeholder with the interface the discounts module publishes on main; replaced by main's file at merge.

export type DiscountCartLine = { productId: string; productType: string; quantity: number; subtotalMinor: number };
export type DiscountCart = {
  owner: Owner | null;
  lines: DiscountCartLine[];
  country: string | null;
  city: string | null;
};
export type ApplicableDiscount = {
  id: string;
  code: string;
  type: DiscountType;
  percentage: number;
  eligibleProductIds: Set<string>;
};

export function findApplicableDiscount(
  _ctx: ServiceContext,
  _code: string,
  _cart: DiscountCart,
): Promise<ApplicableDiscount> {
  return Promise.reject(notFound(serverMessages.discountNotFound));
}

export function redeemDiscount(
  _ctx: ServiceContext,
  _input: { discountId: string; orderId: string; owner: Owner; amountMinor: number; currency: string },
): Promise<void> {
  return Promise.reject(new AppError(409, 'CONFLICT', serverMessages.discountNotFound));
}
