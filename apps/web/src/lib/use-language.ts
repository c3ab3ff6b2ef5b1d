import { useParams } from 'react-router';
import { isSupportedLanguage, defaultLanguage, type Language } from '@iot/shared/languages';

/** The language a URL's language segment names; route loaders read it the way the hooks below do. */
export function languageOfSegment(segment: string | undefined): Language {
  return isSupportedLanguage(segment) ? segment : defaultLanguage;
}

/** The UI language is the URL's language segment; LanguageRoot guarantees it is supported. */
export function useLanguage(): Language {
  return languageOfSegment(useParams().lang);
}
