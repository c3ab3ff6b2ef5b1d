import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { defaultLanguage, isSupportedLanguage, supportedLanguageCodes, type Language } from '@iot/shared/languages';

/** Whether `tag` is a BCP 47 tag; the matcher refuses a whole list that holds one that is not ('*', 'en_US'). */
function isLanguageTag(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

// Canonicalising the tags costs about 10 µs a request, an eighth of a cached catalog read (issue 12),
// and browsers send a handful of distinct headers: each header's answer is kept, a bounded number of them.
const knownHeaders = new Map<string, Language>();
const knownHeadersLimit = 500;

/**
 * The supported language the Accept-Language header prefers, English when none (DESIGN §Data: the
 * customer API answers in English when unsure). negotiator reads the header (quality values, q=0
 * refusals, malformed parts ignored) and ranks the tags; the matcher then takes the first one we
 * support, by RFC 4647 lookup, so `ar-SA` is Arabic. negotiator's own matching is not used: it ranks
 * an exact tag above an earlier one of the same quality that only matches by prefix (`ar-SA, en`
 * would be English).
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const known = knownHeaders.get(header);
  if (known) return known;
  const ranked = new Negotiator({ headers: { 'accept-language': header } }).languages().filter(isLanguageTag);
  const matched = match(ranked, supportedLanguageCodes, defaultLanguage, { algorithm: 'lookup' });
  const language = isSupportedLanguage(matched) ? matched : defaultLanguage;
  if (knownHeaders.size >= knownHeadersLimit) knownHeaders.clear();
  knownHeaders.set(header, language);
  return language;
}
