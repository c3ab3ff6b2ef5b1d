import { useMemo } from 'react';
import dayjs from 'dayjs';
import { formatNumber, localizeDigits } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Numbers, prices and dates in the UI language (Arabic-Indic digits in Arabic, SPEC §1). */
export function useCatalogFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      digits: (text: string) => localizeDigits(text, language),
      price: (value: number | null, currency: string) => (value === null ? '—' : formatNumber(value, language, { style: 'currency', currency })),
      // SPEC §9: DD MMM YYYY h:mm a, a dash when invalid.
      date: (value: string) => {
        const parsed = dayjs(value);
        if (!parsed.isValid()) return '—';
        const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).format(parsed.toDate());
        const time = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en-US', { hour: 'numeric', minute: '2-digit', hour12: true }).format(parsed.toDate());
        return `${date} ${time}`;
      },
    }),
    [language],
  );
}
