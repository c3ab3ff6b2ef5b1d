import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@iot/shared/languages';
import { ar } from '../locales/ar.ts';
import { en } from '../locales/en.ts';

export function createI18n(language: Language) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  return instance;
}
