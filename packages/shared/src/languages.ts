// SPEC §1: only en and ar are supported; the others appear in the language menu as names only.
// Their schemas are in language-schemas.ts: every page loads this module before it has fetched
// anything, and building zod schemas is what costs a page's start most (issue 12).
export const supportedLanguageCodes = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguageCodes)[number];
export const defaultLanguage: Language = 'en';

export const rtlLanguages: readonly Language[] = ['ar'];

export type LanguageOption = { code: string; label: string };

/** Every language the menu lists, each in its own script. */
export const menuLanguages: readonly LanguageOption[] = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'fr', label: 'Français' },
  { code: 'tr', label: 'Türkçe' },
  { code: 'es', label: 'Español' },
  { code: 'it', label: 'Italiano' },
];

export function isSupportedLanguage(code: string | undefined | null): code is Language {
  return code === 'en' || code === 'ar';
}

export function isRtl(language: Language): boolean {
  return rtlLanguages.includes(language);
}

/** The direction text in `code` runs in: right-to-left for a supported RTL language, else left-to-right. */
export function textDirection(code: string | undefined | null): 'rtl' | 'ltr' {
  return isSupportedLanguage(code) && isRtl(code) ? 'rtl' : 'ltr';
}
