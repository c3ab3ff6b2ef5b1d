import { intlLocale, localizeDigits, localizePhoneNumber } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';

export { localizeDigits, localizePhoneNumber };

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/** A year such as a copyright year: no grouping separator ('2026', not '2,026'). */
export function formatYear(year: number, language: Language): string {
  return formatNumber(year, language, { useGrouping: false });
}
