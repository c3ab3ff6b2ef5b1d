import { localizeDigits, localizePhoneNumber, numberFormat } from '@iot/shared/digits';
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

/** Short values in a row, with the language's own comma (',' or '،'). */
export function formatList(items: readonly string[], language: Language): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}
