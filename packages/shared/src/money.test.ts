import { describe, expect, it } from 'vitest';
import {
  convertMoney,
  fitsCurrency,
  formatMoney,
  minorUnits,
  moneyFromMajor,
  toMajorUnits,
  toMinorUnits,
} from './money.ts';
import { currencyCodeSchema } from './currency-schema.ts';

describe('money conversion', () => {
  it('round-trips USD through cents without float drift', () => {
    for (const major of [0, 0.01, 0.07, 0.29, 1.1, 19.99, 129.99, 1_000_000, 4.35, 8.2]) {
      const minor = toMinorUnits(major, 'USD');
      expect(Number.isInteger(minor)).toBe(true);
      expect(toMajorUnits(minor, 'USD')).toBe(major);
    }
    // 0.29 * 100 is 28.999999999999996 and 1.1 * 100 is 110.00000000000001 in binary floats.
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits(1.1, 'USD')).toBe(110);
    expect(toMinorUnits(129.99, 'USD')).toBe(12999);
    expect(toMajorUnits(12999, 'USD')).toBe(129.99);
    expect(JSON.stringify({ price: toMajorUnits(29, 'USD') })).toBe('{"price":0.29}');
  });

  it('round-trips JPY, which has no minor unit', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(toMinorUnits(15490, 'JPY')).toBe(15490);
    expect(toMajorUnits(15490, 'JPY')).toBe(15490);
    expect(() => toMinorUnits(100.5, 'JPY')).toThrow(RangeError);
  });

  it('round-trips KWD, which has three decimals', () => {
    expect(minorUnits('KWD')).toBe(3);
    expect(toMinorUnits(12.345, 'KWD')).toBe(12345);
    expect(toMajorUnits(12345, 'KWD')).toBe(12.345);
    expect(toMinorUnits(0.005, 'KWD')).toBe(5);
    expect(toMajorUnits(5, 'KWD')).toBe(0.005);
    expect(toMinorUnits(1.005, 'KWD')).toBe(1005);
    for (const major of [0.001, 0.1, 2.5, 39.999, 999_999.999])
      expect(toMajorUnits(toMinorUnits(major, 'KWD'), 'KWD')).toBe(major);
  });

  it('refuses more decimals than the currency has, and rounds only when asked', () => {
    expect(() => toMinorUnits(1.005, 'USD')).toThrow(RangeError);
    expect(fitsCurrency(1.005, 'USD')).toBe(false);
    expect(fitsCurrency(1.005, 'KWD')).toBe(true);
    expect(fitsCurrency(12.3456, 'KWD')).toBe(false);
    expect(toMinorUnits(10.555, 'USD', 'ceil')).toBe(1056);
    expect(toMinorUnits(10.555, 'USD', 'floor')).toBe(1055);
    expect(toMinorUnits(10.555, 'USD', 'nearest')).toBe(1056);
    expect(toMinorUnits(10.554, 'USD', 'nearest')).toBe(1055);
    expect(toMinorUnits(-10.555, 'USD', 'floor')).toBe(-1056);
    expect(toMinorUnits(1e-7, 'USD', 'ceil')).toBe(1);
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(1e300, 'USD')).toThrow(RangeError);
  });

  it('uses ISO 4217 minor units where Intl displays other digits', () => {
    // CLDR shows Iraqi dinars and Indonesian rupiahs without decimals; ISO 4217 gives 3 and 2.
    expect(minorUnits('IQD')).toBe(3);
    expect(minorUnits('IDR')).toBe(2);
    expect(minorUnits('BHD')).toBe(3);
    expect(minorUnits('OMR')).toBe(3);
    expect(minorUnits('CLF')).toBe(4);
  });
});

describe('currency codes', () => {
  it('accepts ISO 4217 codes and refuses others with the SPEC §5 wording', () => {
    expect(currencyCodeSchema.safeParse('KWD').success).toBe(true);
    expect(currencyCodeSchema.safeParse('JPY').success).toBe(true);
    const unknown = currencyCodeSchema.safeParse('ABC');
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('Currency is invalid');
    expect(currencyCodeSchema.safeParse('usd').success).toBe(false);
    expect(currencyCodeSchema.safeParse('').error?.issues[0]?.message).toBe('Currency is required');
  });
});

describe('formatMoney', () => {
  it('shows the currency’s own decimals, and drops them for whole shop prices when asked', () => {
    expect(formatMoney(moneyFromMajor(129.99, 'USD'), 'en')).toBe('$129.99');
    expect(formatMoney(moneyFromMajor(129, 'USD'), 'en')).toBe('$129.00');
    expect(formatMoney(moneyFromMajor(129, 'USD'), 'en', { dropWholeDecimals: true })).toBe('$129');
    expect(formatMoney(moneyFromMajor(12.5, 'KWD'), 'en', { dropWholeDecimals: true })).toBe('KWD\u00a012.500');
    expect(formatMoney(moneyFromMajor(15490, 'JPY'), 'en', { dropWholeDecimals: true })).toBe('¥15,490');
    expect(formatMoney(moneyFromMajor(2.5, 'IQD'), 'en')).toBe('IQD\u00a02.500');
  });

  it('formats in Arabic with Arabic-Indic digits', () => {
    const kuwaiti = formatMoney(moneyFromMajor(12.345, 'KWD'), 'ar');
    expect(kuwaiti).toContain('١٢٫٣٤٥');
    expect(kuwaiti).not.toMatch(/[0-9]/);
    const dollars = formatMoney(moneyFromMajor(15490, 'USD'), 'ar', { dropWholeDecimals: true });
    expect(dollars).toContain('١٥٬٤٩٠');
    expect(dollars).not.toContain('٫');
    expect(dollars).toContain('US$\u200E');
    expect(formatMoney(moneyFromMajor(15490, 'JPY'), 'ar')).toContain('١٥٬٤٩٠');
  });
});

describe('converting between currencies at a rate', () => {
  it('rounds half away from zero to the minor unit of the new currency', () => {
    // 29.99 USD × 3.6725 = 110.138275 AED → 110.14
    expect(convertMoney({ minor: 2999, currency: 'USD' }, 'AED', 3.6725)).toEqual({ minor: 11014, currency: 'AED' });
    // 0.50 USD × 0.3 = 0.15 KWD exactly (three decimals kept)
    expect(convertMoney({ minor: 50, currency: 'USD' }, 'KWD', 0.3)).toEqual({ minor: 150, currency: 'KWD' });
    // 12.345 KWD × 3.25 = 40.12125 USD → 40.12; 0.005 KWD × 3 = 0.015 USD → 0.02 (half away from zero)
    expect(convertMoney({ minor: 12345, currency: 'KWD' }, 'USD', 3.25)).toEqual({ minor: 4012, currency: 'USD' });
    expect(convertMoney({ minor: 5, currency: 'KWD' }, 'USD', 3)).toEqual({ minor: 2, currency: 'USD' });
  });

  it('converts to and from JPY, which has no minor unit', () => {
    // 129.99 USD × 151.5 = 19693.485 JPY → 19693
    expect(convertMoney({ minor: 12999, currency: 'USD' }, 'JPY', 151.5)).toEqual({ minor: 19693, currency: 'JPY' });
    // 15490 JPY × 0.0066 = 102.234 USD → 102.23
    expect(convertMoney({ minor: 15490, currency: 'JPY' }, 'USD', 0.0066)).toEqual({ minor: 10223, currency: 'USD' });
    // 1 JPY × 0.0065 = 0.0065 USD: rounds to 0.01, and 1 JPY × 0.004 to 0
    expect(convertMoney({ minor: 1, currency: 'JPY' }, 'USD', 0.0065).minor).toBe(1);
    expect(convertMoney({ minor: 1, currency: 'JPY' }, 'USD', 0.004).minor).toBe(0);
  });

  it('is exact where binary floats are not', () => {
    // 0.29 × 3 in floats is 0.8699999999999999; as integers it is 87 cents.
    expect(convertMoney({ minor: 29, currency: 'USD' }, 'EUR', 3).minor).toBe(87);
    expect(convertMoney({ minor: 110, currency: 'USD' }, 'EUR', 1.1).minor).toBe(121);
  });

  it('refuses a rate that is not positive, an unknown currency and an amount beyond safe integers', () => {
    expect(() => convertMoney({ minor: 100, currency: 'USD' }, 'EUR', 0)).toThrow(RangeError);
    expect(() => convertMoney({ minor: 100, currency: 'USD' }, 'EUR', -1)).toThrow(RangeError);
    expect(() => convertMoney({ minor: 100, currency: 'USD' }, 'EUR', Number.NaN)).toThrow(RangeError);
    expect(() => convertMoney({ minor: 100, currency: 'USD' }, 'ABC', 1)).toThrow(RangeError);
    expect(() => convertMoney({ minor: Number.MAX_SAFE_INTEGER, currency: 'JPY' }, 'KWD', 1000)).toThrow(RangeError);
  });
});
