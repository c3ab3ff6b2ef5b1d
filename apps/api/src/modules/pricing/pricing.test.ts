import { describe, expect, it } from 'vitest';
import { toMajorUnits } from '@iot/shared/money';
import { discountAmountMinor } from '../discounts/discount-reader.ts';
import { priceLines, spreadByLargestRemainder, type PricingLineInput } from './pricing.ts';

const line = (productId: string, unitPriceMinor: number, quantity = 1, discountable = true): PricingLineInput => ({
  productId,
  unitPriceMinor,
  quantity,
  discountable,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('priceLines', () => {
  it('spreads a one-third discount over 3 equal lines so the lines add up to the order discount', () => {
    const priced = priceLines({
      lines: [line('a', 100), line('b', 100), line('c', 100)],
      discountPercentage: 33.33,
      taxRatePercent: 0,
      shippingMinor: 0,
      currency: 'USD',
    });
    // 33.33 % of 3.00 is 0.9999 → 1.00; each line's exact share is 0.3333, the cent left over goes to the first.
    expect(priced.discountMinor).toBe(100);
    expect(priced.lines.map((priced) => priced.discountMinor)).toEqual([34, 33, 33]);
    expect(sum(priced.lines.map((priced) => priced.discountMinor))).toBe(priced.discountMinor);
    expect(priced.totalMinor).toBe(200);
  });

  it('rounds the order discount half up, then gives the leftover cents to the largest remainders', () => {
    const halves = priceLines({
      lines: [line('a', 1), line('b', 1), line('c', 1)],
      discountPercentage: 50,
      taxRatePercent: 0,
      shippingMinor: 0,
      currency: 'USD',
    });
    expect(halves.discountMinor).toBe(2); // 1.5 cents rounds up
    expect(halves.lines.map((priced) => priced.discountMinor)).toEqual([1, 1, 0]);

    const uneven = priceLines({
      lines: [line('a', 333), line('b', 333), line('c', 334)],
      discountPercentage: 10,
      taxRatePercent: 0,
      shippingMinor: 0,
      currency: 'USD',
    });
    // Shares 33.3, 33.3, 33.4: the third line has the largest remainder.
    expect(uneven.lines.map((priced) => priced.discountMinor)).toEqual([33, 33, 34]);
    expect(uneven.lines.map((priced) => priced.totalMinor)).toEqual([300, 300, 300]);
  });

  it('prices a zero-decimal currency (JPY) in whole yen, discount and tax spread to the yen', () => {
    const priced = priceLines({
      lines: [line('a', 1999), line('b', 501)],
      discountPercentage: 10,
      taxRatePercent: 8,
      shippingMinor: 0,
      currency: 'JPY',
    });
    expect(priced.discountMinor).toBe(250);
    expect(priced.lines.map((priced) => priced.discountMinor)).toEqual([200, 50]);
    // 8 % of 2250 = 180, spread over 1799 and 451 (143.92 and 36.08).
    expect(priced.taxMinor).toBe(180);
    expect(priced.lines.map((priced) => priced.taxMinor)).toEqual([144, 36]);
    expect(priced.totalMinor).toBe(2430);
    expect(toMajorUnits(priced.totalMinor, 'JPY')).toBe(2430);
  });

  it('prices a three-decimal currency (KWD) in fils, with shipping, and answers 3 decimals', () => {
    const priced = priceLines({
      lines: [line('a', 12_345, 2)],
      discountPercentage: 15,
      taxRatePercent: 5,
      shippingMinor: 1500,
      currency: 'KWD',
    });
    expect(priced.subtotalMinor).toBe(24_690);
    expect(priced.discountMinor).toBe(3704); // 3703.5 fils rounds half up
    expect(priced.taxMinor).toBe(1049); // 5 % of 20.986 KWD
    expect(priced.totalMinor).toBe(23_535);
    expect(toMajorUnits(priced.totalMinor, 'KWD')).toBe(23.535);
  });

  it('a 100 % discount leaves only the shipping to pay, with no tax and no cash back', () => {
    const priced = priceLines({
      lines: [line('a', 500, 2), line('b', 300)],
      discountPercentage: 100,
      taxRatePercent: 10,
      shippingMinor: 700,
      currency: 'USD',
    });
    expect(priced.discountMinor).toBe(1300);
    expect(priced.lines.map((priced) => priced.totalMinor)).toEqual([0, 0]);
    expect(priced.taxMinor).toBe(0);
    expect(priced.totalMinor).toBe(700);
  });

  it('without a discount, charges the subtotal and gives every line a zero discount', () => {
    const priced = priceLines({
      lines: [line('a', 250, 4), line('b', 99, 3)],
      discountPercentage: null,
      taxRatePercent: 0,
      shippingMinor: 0,
      currency: 'USD',
    });
    expect(priced.subtotalMinor).toBe(1297);
    expect(priced.discountMinor).toBe(0);
    expect(priced.lines.map((priced) => priced.discountMinor)).toEqual([0, 0]);
    expect(priced.giftCardMinor).toBe(0);
    expect(priced.totalMinor).toBe(1297);
  });

  it('taxes the discounted amount, not the list price', () => {
    const priced = priceLines({
      lines: [line('a', 10_000)],
      discountPercentage: 20,
      taxRatePercent: 5,
      shippingMinor: 0,
      currency: 'USD',
    });
    expect(priced.taxMinor).toBe(400);
    expect(priced.lines[0]).toMatchObject({
      subtotalMinor: 10_000,
      discountMinor: 2000,
      taxMinor: 400,
      totalMinor: 8400,
    });
    expect(priced.totalMinor).toBe(8400);
  });

  it('adds shipping to the total without taxing it', () => {
    const priced = priceLines({
      lines: [line('a', 1000)],
      discountPercentage: null,
      taxRatePercent: 10,
      shippingMinor: 500,
      currency: 'USD',
    });
    expect(priced).toMatchObject({ subtotalMinor: 1000, shippingMinor: 500, taxMinor: 100, totalMinor: 1600 });
  });

  it('gives lines the code does not cover no discount, and a tax rate with 2 decimals is exact', () => {
    const priced = priceLines({
      lines: [line('a', 1000), line('b', 1000, 1, false)],
      discountPercentage: 50,
      taxRatePercent: 7.25,
      shippingMinor: 0,
      currency: 'USD',
    });
    expect(priced.lines.map((priced) => priced.discountMinor)).toEqual([500, 0]);
    // 7.25 % of 15.00 = 1.0875 → 1.09, spread over 5.00 and 10.00.
    expect(priced.taxMinor).toBe(109);
    expect(priced.lines.map((priced) => priced.taxMinor)).toEqual([36, 73]);
    expect(priced.totalMinor).toBe(1609);
  });

  it('refuses amounts that are not minor units and rates outside 0–100 %', () => {
    const base = { discountPercentage: null, taxRatePercent: 0, shippingMinor: 0, currency: 'USD' };
    expect(() => priceLines({ ...base, lines: [line('a', 1.5)] })).toThrow(RangeError);
    expect(() => priceLines({ ...base, lines: [line('a', 100, 0)] })).toThrow(RangeError);
    expect(() => priceLines({ ...base, lines: [line('a', 100)], taxRatePercent: 101 })).toThrow(RangeError);
    expect(() => priceLines({ ...base, lines: [line('a', 100)], currency: 'XXX' })).toThrow(RangeError);
  });

  it('takes the same discount off a cart as the discount check tells the customer it saves', () => {
    for (const subtotal of [1, 3, 99, 150, 1005, 3333, 24_690, 999_999])
      for (const percentage of [1, 5, 10, 15, 25, 33, 50, 99, 100]) {
        const priced = priceLines({
          lines: [line('a', subtotal)],
          discountPercentage: percentage,
          taxRatePercent: 0,
          shippingMinor: 0,
          currency: 'USD',
        });
        expect(priced.discountMinor, `${percentage} % of ${subtotal}`).toBe(discountAmountMinor(subtotal, percentage));
      }
  });
});

describe('spreadByLargestRemainder', () => {
  it('always adds up to the amount, and a zero weight gets nothing', () => {
    for (const [amount, weights] of [
      [7, [1, 1, 1]],
      [100, [3, 0, 5, 7]],
      [1, [1, 1, 1, 1, 1]],
      [999_999, [123_456_789, 987_654_321, 1]],
    ] as const) {
      const parts = spreadByLargestRemainder(amount, [...weights]);
      expect(sum(parts)).toBe(amount);
      weights.forEach((weight, index) => {
        if (weight === 0) expect(parts[index]).toBe(0);
      });
    }
  });
});
