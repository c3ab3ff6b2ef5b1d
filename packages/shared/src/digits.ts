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
