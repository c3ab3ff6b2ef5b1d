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

const arabicTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the storefront's Arabic texts when `language` is Arabic; an English page never downloads
 * them (issue 12: first-load JavaScript). The language route's loader awaits this, so no page draws
 * a frame in the English fallback before its Arabic texts are in.
 */
export function loadLanguageTexts(i18n: I18n, language: string | undefined): Promise<void> | null {
  if (!isSupportedLanguage(language) || language === 'en') return null;
  let loading = arabicTexts.get(i18n);
  if (!loading) {
    loading = import('../locales/ar.ts').then(
      ({ ar }) => {
        i18n.addResourceBundle('ar', 'translation', ar, true, true);
      },
      (error: unknown) => {
        arabicTexts.delete(i18n);
        throw error;
      },
    );
    arabicTexts.set(i18n, loading);
  }
  return loading;
}

const backOfficeTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the back office's texts (cms.*, catalog.*) to the instance; the storefront's bundle leaves
 * them out (DESIGN §Web). The CMS routes' `lazy` awaits this before handing over their component,
 * so no CMS screen draws a frame of untranslated keys. Both languages at once: switching language
 * inside the CMS does not run `lazy` again.
 */
export function loadBackOfficeTexts(i18n: I18n): Promise<void> {
  let loading = backOfficeTexts.get(i18n);
  if (!loading) {
    loading = import('../locales/back-office.ts').then(
      ({ backOfficeEn, backOfficeAr }) => {
        i18n.addResourceBundle('en', 'translation', backOfficeEn, true, true);
        i18n.addResourceBundle('ar', 'translation', backOfficeAr, true, true);
      },
      (error: unknown) => {
        // A failed download (offline, new deployment) may be retried by the next navigation.
        backOfficeTexts.delete(i18n);
        throw error;
      },
    );
    backOfficeTexts.set(i18n, loading);
  }
  return loading;
}
