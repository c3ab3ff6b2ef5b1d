import { useMemo } from 'react';
import { formatMoney, isCurrencyCode, moneyFromMajor } from '@iot/shared/money';
import { formatDateTime } from './dates.ts';
import { formatList, formatNumber, localizeDigits } from './format.ts';
import { useLanguage } from './use-language.ts';

/** Numbers, prices and dates in the UI language (Arabic-Indic digits in Arabic, SPEC §1). */
export function useCatalogFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      digits: (text: string) => localizeDigits(text, language),
      // The back office shows every decimal of the currency (KWD 12.500, ¥15,490), through the money module.
      price: (value: number | null, currency: string) =>
        value === null
          ? '—'
          : isCurrencyCode(currency)
            ? formatMoney(moneyFromMajor(value, currency, 'nearest'), language)
            : `${formatNumber(value, language)} ${currency}`,
      date: (value: string) => formatDateTime(value, language),
      list: (items: readonly string[]) => formatList(items, language),
    }),
    [language],
  );
}
