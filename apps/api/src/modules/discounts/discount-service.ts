import type { CartItem } from '@iot/shared/cart';
import type { DiscountCheck } from '@iot/shared/discounts';
import { toMajorUnits } from '@iot/shared/money';
import { serverMessages } from '@iot/shared/server-messages';
import type { Owner } from '../../db/owner-columns.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { customerGroupIdsOf } from '../customer-groups/customer-group-reader.ts';
import { readProductRows } from '../products/product-reader.ts';
import { readSettings } from '../settings/settings-service.ts';
import { failedConditions } from './conditions/all-conditions.ts';
import type { DiscountCart } from './conditions/discount-condition.ts';
import { appliesToLine } from './conditions/scope.ts';
import {
  findDiscountByCode,
  firstRedemptionAt,
  insertRedemption,
  releaseOrderRedemptions,
  ownerHasRedemption,
  takeDiscountUse,
} from './discount-repository.ts';
import type { DiscountRow } from './discount-table.ts';

export type ApplicableDiscount = {
  id: string;
  code: string;
  type: DiscountRow['type'];
  percentage: number;
  /** The products of the cart the percentage applies to (its product or market scope). */
  eligibleProductIds: Set<string>;
};

/**
 * What a percentage takes off an amount, in minor units, rounded half up: the one rounding rule
 * for a discount, shared by the discount check and the pricing of a cart so they always agree.
 */
export function discountAmountMinor(eligibleSubtotalMinor: number, percentage: number): number {
  return Math.min(eligibleSubtotalMinor, Math.round((eligibleSubtotalMinor * percentage) / 100));
}

/**
 * The discount a code gives this cart, or 404 'Not found or expired' (SPEC §8) when the code is
 * unknown or any rule of conditions/ fails — the answer never says which, so codes cannot be probed.
 */
export async function findApplicableDiscount(
  ctx: ServiceContext,
  code: string,
  cart: DiscountCart,
): Promise<ApplicableDiscount> {
  const discount = await findDiscountByCode(ctx.db, code);
  if (!discount) throw notFound(serverMessages.discountNotFound);
  const eligibleLines = cart.lines.filter((line) => appliesToLine(discount, line));
  // One after the other: inside the order's transaction both run on the same connection.
  const usedByOwner =
    cart.owner && discount.oncePerCustomer ? await ownerHasRedemption(ctx.db, discount.id, cart.owner) : false;
  const firstUsedAt = discount.periodDays === null ? null : await firstRedemptionAt(ctx.db, discount.id);
  const customerGroupIds =
    cart.owner && discount.customerGroupIds.length > 0 ? await customerGroupIdsOf(ctx, cart.owner) : [];
  const failed = failedConditions({
    discount,
    cart,
    now: ctx.clock.now(),
    eligibleLines,
    usedByOwner,
    firstUsedAt,
    customerGroupIds,
  });
  if (failed.length > 0) throw notFound(serverMessages.discountNotFound);
  return {
    id: discount.id,
    code: discount.code,
    type: discount.type,
    percentage: discount.percentage,
    eligibleProductIds: new Set(eligibleLines.map((line) => line.productId)),
  };
}

export type Redemption = { discountId: string; orderId: string; owner: Owner; amountMinor: number; currency: string };

/**
 * Uses a code for an order, in the caller's transaction: the conditional update takes a use only
 * while one is left, and the redemption row's unique keys (use number, order, once per customer)
 * make a second taker fail even if two requests pass the update together. 409 when none is left;
 * the caller's transaction then rolls back and nothing is used.
 */
export async function redeemDiscount(ctx: ServiceContext, redemption: Redemption): Promise<void> {
  const taken = await takeDiscountUse(ctx.db, redemption.discountId, ctx.clock.now());
  if (!taken) throw conflict(serverMessages.discountNotFound);
  const inserted = await insertRedemption(ctx.db, {
    discountId: redemption.discountId,
    orderId: redemption.orderId,
    ownerKind: redemption.owner.kind,
    ownerId: redemption.owner.id,
    oncePerCustomerKey: taken.oncePerCustomer ? `${redemption.owner.kind}:${redemption.owner.id}` : null,
    amountMinor: redemption.amountMinor,
    currency: redemption.currency,
    createdAt: ctx.clock.now(),
  });
  if (!inserted) throw conflict(serverMessages.discountNotFound);
}

/** Gives back the code uses of a rejected order, in the caller's transaction (see releaseOrderRedemptions). */
export function releaseDiscountUses(ctx: ServiceContext, orderId: string): Promise<string[]> {
  return releaseOrderRedemptions(ctx.db, orderId, ctx.clock.now());
}

export type DiscountCheckQuery = { code: string; items: CartItem[]; country?: string; city?: string };

/**
 * GET /discounts?code=…&items=…: whether the code applies to this customer's cart and what it
 * saves on it (SPEC §7 'check a discount'), in the settings currency.
 */
export async function checkDiscount(
  ctx: ServiceContext,
  owner: Owner,
  query: DiscountCheckQuery,
): Promise<DiscountCheck> {
  const settings = await readSettings(ctx);
  const products = await readProductRows(
    ctx,
    query.items.map((item) => item.id),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = query.items.flatMap((item) => {
    const product = byId.get(item.id);
    // A hidden product, or one priced in another currency, cannot be bought (see pricing), so it cannot be discounted.
    if (!product?.visible || product.currency !== settings.currency) return [];
    const subtotalMinor = product.priceMinor * item.quantity;
    return [{ productId: product.id, productType: product.type, quantity: item.quantity, subtotalMinor }];
  });
  const cart: DiscountCart = { owner, lines, country: query.country ?? null, city: query.city ?? null };
  const discount = await findApplicableDiscount(ctx, query.code, cart);
  const eligibleSubtotal = lines
    .filter((line) => discount.eligibleProductIds.has(line.productId))
    .reduce((sum, line) => sum + line.subtotalMinor, 0);
  return {
    code: discount.code,
    type: discount.type,
    percentage: discount.percentage,
    amount: toMajorUnits(discountAmountMinor(eligibleSubtotal, discount.percentage), settings.currency),
  };
}
