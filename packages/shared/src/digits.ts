import type { Language } from './languages.ts';

const arabicIndicDigits = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];

/** SPEC §1: Arabic shows Arabic-Indic digits wherever numbers appear, including inside free text. */
export function localizeDigits(text: string, language: Language): string {
  if (language !== 'ar') return text;
  return text.replace(/[0-9]/g, (digit) => arabicIndicDigits[Number(digit)] ?? digit);
}

/** The Intl locale for numbers and dates; `nu-arab` pins Arabic-Indic digits whatever CLDR's default. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-arab' : 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The UI language's number format for these options, made once: building an Intl.NumberFormat
 * (resolving the locale and its data) costs far more than formatting with it, and a page formats
 * hundreds of prices and counts while it hydrates. The options a caller passes are few and fixed
 * (a currency and its decimals), so the cache stays small.
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

const leftToRightMark = '\u200E';

/**
 * A phone or fax number in the UI language. Spaces between runs of Arabic-Indic digits resolve
 * right-to-left under the Unicode bidi rules, which would print the groups in reverse; marking
 * each separator left-to-right keeps "+971 4 000 0000" in its written order.
 */
export function localizePhoneNumber(text: string, language: Language): string {
  if (language !== 'ar') return text;
  return (
    leftToRightMark + localizeDigits(text, language).replace(/([\s\-()]+)/g, `${leftToRightMark}$1${leftToRightMark}`)
  );
}
