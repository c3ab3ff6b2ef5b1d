import { numberFormat } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';
import { formatMoney, isCurrencyCode, moneyFromMajor } from '@iot/shared/money';

/**
 * A price in the given currency and the UI language (Arabic-Indic digits in Arabic), with the
 * currency's own decimals. Whole amounts drop them ('$129', '$129.99', 'KWD 12.500', '¥15,490'),
 * as shop prices usually read.
 */
export function formatPrice(value: number, currency: string, language: Language): string {
  // An unknown currency code from settings: still show the amount rather than nothing.
  if (!isCurrencyCode(currency))
    return `${numberFormat(language, { maximumFractionDigits: 3 }).format(value)} ${currency}`;
  // Slider positions and typed bounds may carry more decimals than the currency has.
  return formatMoney(moneyFromMajor(value, currency, 'nearest'), language, { dropWholeDecimals: true });
}
