import { useMemo } from 'react';
import { formatDateTime, formatNumber, localizeDigits } from './format.ts';
import { useLanguage } from './use-language.ts';

/** Numbers, prices and dates in the UI language (Arabic-Indic digits in Arabic, SPEC §1). */
export function useCatalogFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      digits: (text: string) => localizeDigits(text, language),
      price: (value: number | null, currency: string) => (value === null ? '—' : formatNumber(value, language, { style: 'currency', currency })),
      date: (value: string) => formatDateTime(value, language),
    }),
    [language],
  );
}
