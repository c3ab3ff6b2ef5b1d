import { useParams } from 'react-router';
import { isSupportedLanguage, defaultLanguage, type Language } from '@iot/shared/languages';

/** The UI language is the URL's language segment; LanguageRoot guarantees it is supported. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isSupportedLanguage(lang) ? lang : defaultLanguage;
}
