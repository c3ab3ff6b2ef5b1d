import { isRtl, isSupportedLanguage, type Language } from '@iot/shared/languages';
import { en } from '../locales/en.ts';
import { loadOnce } from './load-once.ts';
import { loadRtlStyles } from './theme.ts';
import { mergeTexts, translate, type Texts, type TFunction } from './translate.ts';

export type { TFunction } from './translate.ts';

/**
 * The texts of one app (a browser tab, or one page drawn on the server) in its current language.
 * `t` changes with the language, so components using it draw again (use-translation.ts).
 */
export type I18n = {
  readonly language: Language;
  readonly t: TFunction;
  changeLanguage(language: Language): void;
  /** Adds `texts` to the language's, deeply; `t` reads them from its next call. */
  addTexts(language: Language, texts: Texts): void;
  subscribe(listener: () => void): () => void;
};

export function createI18n(initialLanguage: Language): I18n {
  // English is the fallback and always here; Arabic arrives through loadLanguageTexts.
  const texts: Record<Language, Texts> = { en, ar: {} };
  const listeners = new Set<() => void>();
  const translator =
    (language: Language): TFunction =>
    (key, options) =>
      translate(language === 'en' ? [texts.en] : [texts[language], texts.en], key, options);
  let language = initialLanguage;
  let t = translator(language);
  return {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      t = translator(next);
      listeners.forEach((listener) => listener());
    },
    addTexts(to, added) {
      texts[to] = mergeTexts(texts[to], added);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const arabicTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the storefront's Arabic texts when `language` is Arabic, with the right-to-left styles
 * (lib/theme.ts); an English page never downloads either (issue 12: first-load JavaScript). The
 * language route's loader awaits this, so no page draws a frame in the English fallback, or with
 * left-to-right styles, before they are in.
 */
export function loadLanguageTexts(i18n: I18n, language: string | undefined): Promise<void> | null {
  if (!isSupportedLanguage(language) || language === 'en') return null;
  return loadOnce(arabicTexts, i18n, async () => {
    const [{ ar }] = await Promise.all([import('../locales/ar.ts'), isRtl(language) ? loadRtlStyles() : undefined]);
    i18n.addTexts('ar', ar);
  });
}

const backOfficeTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the back office's texts (cms.*, catalog.*) to the instance; the storefront's bundle leaves
 * them out (DESIGN §Web). The CMS routes' `lazy` awaits this before handing over their component,
 * so no CMS screen draws a frame of untranslated keys. Both languages at once: switching language
 * inside the CMS does not run `lazy` again.
 */
export function loadBackOfficeTexts(i18n: I18n): Promise<void> {
  return loadOnce(backOfficeTexts, i18n, async () => {
    const { backOfficeEn, backOfficeAr } = await import('../locales/back-office.ts');
    i18n.addTexts('en', backOfficeEn);
    i18n.addTexts('ar', backOfficeAr);
  });
}
