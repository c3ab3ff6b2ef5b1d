import { minorUnits } from '@iot/shared/money';

/**
 * The one pricing computation (SPEC §3 Order totals), pure: no database, no clock. Everything is
 * in integer minor units of one currency (DESIGN §Data), so USD cents, JPY yen and KWD fils are
 * priced the same way and no floating-point value ever reaches a total.
 *
 * Rounding, step by step:
 * 1. A line's subtotal is unit price × quantity (exact).
 * 2. The order-level discount is round-half-up(percentage × the subtotal of the eligible lines),
 *    then spread over the eligible lines in proportion to their subtotals by the largest-remainder
 *    method (each line gets the floor of its exact share; the minor units left over go one each to
 *    the lines with the largest remainders, the earlier line first on a tie), so the line
 *    discounts add up to the order discount exactly.
 * 3. The order-level tax is round-half-up(rate × (subtotal − discount)), the tax being charged on
 *    the discounted amount, and spread over the lines the same way in proportion to each line's
 *    (subtotal − discount). Shipping is not taxed.
 * 4. total = subtotal − discount + shipping + tax − gift card, never below zero (SPEC §9: a
 *    discount gives no cash back). No gift cards exist yet, so the gift card is always 0.
 *
 * Percentages (a discount, a tax rate) are given in percent with at most 2 decimals and are used
 * as integer basis points, so 7.25 % is exactly 725 / 10 000.
 */

export type PricingLineInput = {
  productId: string;
  unitPriceMinor: number;
  quantity: number;
  /** Whether the order's discount applies to this line (a product or market scoped code, SPEC §3 Discount). */
  discountable: boolean;
};

export type PricingInput = {
  lines: PricingLineInput[];
  /** The discount in percent (0–100), or null when no code applies. */
  discountPercentage: number | null;
  /** The tax rate in percent (0–100) for the country the order ships to. */
  taxRatePercent: number;
  shippingMinor: number;
  currency: string;
};

export type PricedLineMinor = {
  productId: string;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
};

export type PriceBreakdown = {
  currency: string;
  lines: PricedLineMinor[];
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  giftCardMinor: number;
  totalMinor: number;
};

const basisPointsPerUnit = 10_000n;

/** Percent with at most 2 decimals to integer basis points (7.25 → 725). */
function basisPoints(percent: number, what: string): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`${what} must be 0–100 %`);
  const points = Math.round(percent * 100);
  if (Math.abs(points - percent * 100) > 1e-6) throw new RangeError(`${what} has more than 2 decimals`);
  return BigInt(points);
}

/** round-half-up(amount × points / 10 000) for a non-negative amount. */
function percentOf(amount: number, points: bigint): number {
  return Number((BigInt(amount) * points * 2n + basisPointsPerUnit) / (basisPointsPerUnit * 2n));
}

function requireMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer`);
}

/**
 * Splits `amount` over `weights` in proportion, by the largest-remainder method: the parts are
 * integers and add up to `amount` exactly. A zero weight gets nothing; with no weight at all the
 * amount must be 0.
 */
export function spreadByLargestRemainder(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) {
    if (amount !== 0) throw new RangeError('Cannot spread an amount over nothing');
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const parts = exact.map((value) => value / total);
  let left = BigInt(amount) - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % total }))
    .filter((entry) => weights[entry.index] !== 0)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const entry of byRemainder) {
    if (left === 0n) break;
    parts[entry.index] = (parts[entry.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

export function priceLines(input: PricingInput): PriceBreakdown {
  minorUnits(input.currency); // refuses an unknown currency
  requireMinor(input.shippingMinor, 'Shipping');
  for (const line of input.lines) {
    requireMinor(line.unitPriceMinor, 'Unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('Quantity must be 1 or more');
  }
  const discountPoints = input.discountPercentage === null ? 0n : basisPoints(input.discountPercentage, 'Discount');
  const taxPoints = basisPoints(input.taxRatePercent, 'Tax rate');

  const subtotals = input.lines.map((line) => line.unitPriceMinor * line.quantity);
  subtotals.forEach((subtotal) => requireMinor(subtotal, 'Line subtotal'));
  const eligible = input.lines.map((line, index) => (line.discountable ? (subtotals[index] ?? 0) : 0));
  const eligibleSubtotal = eligible.reduce((sum, value) => sum + value, 0);
  const discountMinor = percentOf(eligibleSubtotal, discountPoints);
  const lineDiscounts = spreadByLargestRemainder(discountMinor, eligible);

  const taxable = subtotals.map((subtotal, index) => subtotal - (lineDiscounts[index] ?? 0));
  const taxableTotal = taxable.reduce((sum, value) => sum + value, 0);
  const taxMinor = percentOf(taxableTotal, taxPoints);
  const lineTaxes = spreadByLargestRemainder(taxMinor, taxable);

  const subtotalMinor = subtotals.reduce((sum, value) => sum + value, 0);
  const giftCardMinor = 0;
  const totalMinor = Math.max(0, subtotalMinor - discountMinor + input.shippingMinor + taxMinor - giftCardMinor);
  return {
    currency: input.currency,
    lines: input.lines.map((line, index) => {
      const subtotal = subtotals[index] ?? 0;
      const discount = lineDiscounts[index] ?? 0;
      const tax = lineTaxes[index] ?? 0;
      return {
        productId: line.productId,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        subtotalMinor: subtotal,
        discountMinor: discount,
        taxMinor: tax,
        totalMinor: subtotal - discount + tax,
      };
    }),
    subtotalMinor,
    discountMinor,
    shippingMinor: input.shippingMinor,
    taxMinor,
    giftCardMinor,
    totalMinor,
  };
}
