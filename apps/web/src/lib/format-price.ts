import { intlLocale } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';

/**
 * A price in the settings currency and the UI language (Arabic-Indic digits in Arabic). Whole
 * amounts drop the cents ('$129', '$129.99'), as shop prices usually read.
 */
export function formatPrice(value: number, currency: string, language: Language): string {
  const whole = Number.isInteger(value);
  try {
    const text = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(value);
    // In right-to-left text a trailing '$' of 'US$' is neutral and drifts to the far side ('$US');
    // a left-to-right mark after it keeps the symbol as written.
    return language === 'ar' ? text.replace(/([A-Za-z]*[$€£¥])/g, '$1\u200E') : text;
  } catch {
    // An unknown currency code from settings: still show the amount rather than nothing.
    return `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}
