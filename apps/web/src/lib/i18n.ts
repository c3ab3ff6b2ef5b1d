import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isSupportedLanguage, type Language } from '@iot/shared/languages';
import { en } from '../locales/en.ts';

export function createI18n(language: Language) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    // English is the fallback and always here; Arabic arrives through loadLanguageTexts.
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  return instance;
}

export type I18n = ReturnType<typeof createI18n>;

/** Texts downloaded once per instance; a failed download (offline, new deployment) may be retried by the next navigation. */
function loadOnce(loads: WeakMap<I18n, Promise<void>>, i18n: I18n, load: () => Promise<void>): Promise<void> {
  let loading = loads.get(i18n);
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loads.delete(i18n);
      throw error;
    });
    loads.set(i18n, loading);
  }
  return loading;
}

const arabicTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the storefront's Arabic texts when `language` is Arabic; an English page never downloads
 * them (issue 12: first-load JavaScript). The language route's loader awaits this, so no page draws
 * a frame in the English fallback before its Arabic texts are in.
 */
export function loadLanguageTexts(i18n: I18n, language: string | undefined): Promise<void> | null {
  if (!isSupportedLanguage(language) || language === 'en') return null;
  return loadOnce(arabicTexts, i18n, async () => {
    const { ar } = await import('../locales/ar.ts');
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
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
    i18n.addResourceBundle('en', 'translation', backOfficeEn, true, true);
    i18n.addResourceBundle('ar', 'translation', backOfficeAr, true, true);
  });
}
