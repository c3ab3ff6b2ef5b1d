import { intlLocale, localizeDigits, localizePhoneNumber, numberFormat } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';

export { localizeDigits, localizePhoneNumber };

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value);
}

/** A year such as a copyright year: no grouping separator ('2026', not '2,026'). */
export function formatYear(year: number, language: Language): string {
  return formatNumber(year, language, { useGrouping: false });
}

/** Marks text (an e-mail inside a sentence) as its own direction run, so Arabic punctuation stays outside it. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A duration as m:ss in the UI language (Arabic-Indic digits in Arabic), e.g. a resend block of 14:59. */
export function formatDuration(totalSeconds: number, language: Language): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return localizeDigits(text, language);
}

/** SPEC §9: dates read DD MMM YYYY h:mm a ('22 Nov 2026 9:05 PM'), a dash when invalid; Arabic-Indic digits in Arabic. */
/** Short values in a row, with the language's own comma (',' or '،'). */
export function formatList(items: readonly string[], language: Language): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}

// A date and time without a zone ('2026-11-22 21:05', '2026-11-22T21:05:00.123').
const zonelessDateTime = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * As dayjs reads a date (the storefront no longer downloads dayjs for this one use, issue 12): a
 * time without a zone is local time, anything else goes to Date (ISO times with Z or an offset).
 */
export function parseDateTime(value: string | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  const parts = /z$/i.test(value) ? null : zonelessDateTime.exec(value);
  if (!parts) return new Date(value);
  const [year, month, day, hours, minutes, seconds] = parts.slice(1, 7).map((part) => Number(part || 0));
  return new Date(
    year ?? 0,
    (month || 1) - 1,
    day || 1,
    hours ?? 0,
    minutes ?? 0,
    seconds ?? 0,
    Number((parts[7] || '0').slice(0, 3)),
  );
}

export function formatDateTime(value: string | Date, language: Language): string {
  const parsed = parseDateTime(value);
  if (Number.isNaN(parsed.getTime())) return '—';
  const date = new Intl.DateTimeFormat(language === 'ar' ? intlLocale(language) : 'en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(parsed);
  const time = new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(parsed);
  return `${date} ${time}`;
}
