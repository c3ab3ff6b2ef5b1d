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

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values;
 * falls back to English (DESIGN: the customer API answers in English when unsure).
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => isSupportedLanguage(entry.base));
  return match && isSupportedLanguage(match.base) ? match.base : defaultLanguage;
}
