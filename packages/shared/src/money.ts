import { numberFormat } from './digits.ts';
import type { Language } from './languages.ts';

/**
 * Money (DESIGN §Data): an amount in integer minor units of an ISO 4217 currency. The database
 * keeps minor units; the API speaks major units as JSON numbers (`129.99`). Converting between
 * them goes through the decimal text of the number, never through `* 100` or `/ 100`, so no
 * binary-float drift can move a price by one minor unit, and a currency with 0 or 3 decimals
 * (JPY, KWD) is converted by its own number of decimals.
 */
export type Money = { minor: number; currency: CurrencyCode };

/**
 * The active ISO 4217 codes (list one, 2025), without the funds, precious metals and testing codes
 * (XAU, XDR, XTS, XXX …): those have no minor unit and price nothing a shop sells. One fixed list
 * rather than `Intl.supportedValuesOf('currency')`, whose contents change with the ICU build of
 * each browser and Node version; the server and the browser must agree on what is valid.
 */
// prettier-ignore
export const currencyCodes = [
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND', 'BOB',
  'BOV', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHE', 'CHF', 'CHW', 'CLF', 'CLP', 'CNY', 'COP', 'COU', 'CRC', 'CUP',
  'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ',
  'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW',
  'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR',
  'MVR', 'MWK', 'MXN', 'MXV', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN',
  'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC',
  'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'USN', 'UYI', 'UYU', 'UYW', 'UZS',
  'VED', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

const knownCodes: ReadonlySet<string> = new Set(currencyCodes);

/**
 * ISO 4217 minor units of the codes that do not have 2; every other code has 2. Written out rather
 * than read from `Intl.NumberFormat(…).resolvedOptions().maximumFractionDigits`, because CLDR gives
 * the digits people usually *display*, not the ISO minor unit: it says 0 for IQD (ISO: 3) and for
 * HUF, IDR, COP, PKR, IRR, LBP, ALL, MMK and others (ISO: 2). Reading Intl would silently store an
 * Iraqi price 1000 times too small.
 */
// prettier-ignore
const minorUnitExceptions: Partial<Record<CurrencyCode, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** The most decimals any currency has (CLF, UYW): no major amount of any currency has more. */
export const maxMinorUnits = 4;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return knownCodes.has(code);
}

/** How many decimals the currency's major unit has: USD 2, JPY 0, KWD 3. */
export function minorUnits(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unknown ISO 4217 currency: ${currency}`);
  return minorUnitExceptions[currency] ?? 2;
}

/** How a major amount with more decimals than the currency has becomes minor units. */
export type Rounding = 'exact' | 'floor' | 'ceil' | 'nearest';

/**
 * The number's decimal digits as JavaScript prints it: the shortest text that reads back as the
 * same number, i.e. what the JSON sender wrote (`0.29`, not 0.28999999999999998).
 */
function decimalParts(value: number): { negative: boolean; whole: string; fraction: string } {
  const [mantissa = '', exponentText] = Math.abs(value).toString().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + '0'.repeat(point - digits.length);
  return {
    negative: value < 0,
    whole: digits.slice(0, point) || '0',
    fraction: digits.slice(point).replace(/0+$/, ''),
  };
}

/** Decimals in the number as written (`129.99` → 2, `1.005` → 3, `5` → 0). */
export function decimalPlaces(value: number): number {
  return Number.isFinite(value) ? decimalParts(value).fraction.length : Number.POSITIVE_INFINITY;
}

/** Whether a major amount fits the currency exactly (no more decimals than its minor unit). */
export function fitsCurrency(major: number, currency: string): boolean {
  return decimalPlaces(major) <= minorUnits(currency);
}

/**
 * Major units (`129.99` USD) to minor units (`12999`). With `exact` (the default) an amount with
 * more decimals than the currency has is refused (RangeError): `1.005` USD is not a price. The
 * other roundings serve bounds, e.g. a price filter `>= 10.555` is `>= 1056` cents.
 */
export function toMinorUnits(major: number, currency: string, rounding: Rounding = 'exact'): number {
  if (!Number.isFinite(major)) throw new RangeError('Amount is not a finite number');
  const digits = minorUnits(currency);
  const { negative, whole, fraction } = decimalParts(major);
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const dropped = fraction.slice(digits);
  let magnitude = BigInt(whole + kept);
  if (dropped !== '') {
    if (rounding === 'exact') throw new RangeError(`${major} has more than ${digits} decimals for ${currency}`);
    // Directions are about the signed value: floor of -1.005 is -1.01; nearest rounds half away from zero.
    const awayFromZero = rounding === 'nearest' ? dropped.charAt(0) >= '5' : rounding === 'ceil' ? !negative : negative;
    if (awayFromZero) magnitude += 1n;
  }
  const minor = Number(negative ? -magnitude : magnitude);
  if (!Number.isSafeInteger(minor)) throw new RangeError('Amount is too large');
  return minor === 0 ? 0 : minor;
}

/** Minor units (`12999`) to the API's major units (`129.99`), read from decimal text so the JSON shows `129.99`. */
export function toMajorUnits(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError('Minor units must be a safe integer');
  const digits = minorUnits(currency);
  const text = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return Number(`${minor < 0 ? '-' : ''}${whole}${digits ? `.${fraction}` : ''}`);
}

export function moneyFromMajor(major: number, currency: string, rounding: Rounding = 'exact'): Money {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unknown ISO 4217 currency: ${currency}`);
  return { minor: toMinorUnits(major, currency, rounding), currency };
}

export function majorOf(money: Money): number {
  return toMajorUnits(money.minor, money.currency);
}

/**
 * The amount in another currency at `rate` (1 unit of the amount's currency = `rate` units of `to`),
 * rounded half away from zero to the minor unit of `to` (DESIGN §Data: a change of the store's
 * currency converts by each currency's own decimals). Exact: the rate is read from its decimal text
 * and the product is computed in integers, so 3.6725 × 29.99 USD is 110.14 AED, never 110.13999….
 */
export function convertMoney(money: { minor: number; currency: string }, to: string, rate: number): Money {
  if (!isCurrencyCode(to)) throw new RangeError(`Unknown ISO 4217 currency: ${to}`);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError('A conversion rate is a positive number');
  if (!Number.isSafeInteger(money.minor)) throw new RangeError('Minor units must be a safe integer');
  const { whole, fraction } = decimalParts(rate);
  const numerator = BigInt(money.minor) * BigInt(whole + fraction) * 10n ** BigInt(minorUnits(to));
  const denominator = 10n ** BigInt(fraction.length + minorUnits(money.currency));
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator + ((magnitude % denominator) * 2n >= denominator ? 1n : 0n);
  const minor = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(minor)) throw new RangeError('Amount is too large');
  return { minor: minor === 0 ? 0 : minor, currency: to };
}

export type MoneyFormatOptions = {
  /** Shop prices: a whole amount drops its decimals ('$129', '$129.99'; 'KWD 12', 'KWD 12.500'). */
  dropWholeDecimals?: boolean;
};

/**
 * The amount in the UI language with the currency's own decimals (Arabic-Indic digits in Arabic,
 * SPEC §1). The fraction digits are set from the ISO minor unit, not left to Intl (see above).
 */
export function formatMoney(money: Money, language: Language, options: MoneyFormatOptions = {}): string {
  const digits = minorUnits(money.currency);
  const whole = money.minor % 10 ** digits === 0;
  const fractionDigits = options.dropWholeDecimals && whole ? 0 : digits;
  const text = numberFormat(language, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(majorOf(money));
  // In right-to-left text a trailing '$' of 'US$' is neutral and drifts to the far side ('$US');
  // a left-to-right mark after it keeps the symbol as written.
  return language === 'ar' ? text.replace(/([A-Za-z]*[$€£¥])/g, '$1\u200E') : text;
}
