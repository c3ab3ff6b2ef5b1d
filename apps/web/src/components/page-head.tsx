import { useLocation } from 'react-router';
import { supportedLanguageCodes, defaultLanguage, type Language } from '@iot/shared/languages';
import { brand } from '../lib/brand.ts';
import { withLanguage } from '../lib/paths.ts';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin.ts';
import { structuredDataText, type StructuredData } from '../lib/structured-data.ts';
import { useLanguage } from '../lib/use-language.ts';

// Open Graph names a language with its region (ogp.me og:locale).
const ogLocales: Record<Language, string> = { en: 'en_US', ar: 'ar_AR' };

export type PageHeadProps = {
  /** The page's own name; the home page has none and shows the brand's title alone. */
  title?: string | undefined;
  /** Plain text; without one, the brand's tagline in the page's language. */
  description?: string | undefined;
  /** The picture social sites show with a link to the page (a product's first image). */
  image?: string | undefined;
  type?: 'website' | 'product';
  /** schema.org JSON-LD (lib/structured-data.ts). */
  structuredData?: StructuredData[];
  /** A page that must not be indexed (Not Found, an error): no canonical, no alternates. */
  noIndex?: boolean;
};

/**
 * The document's head for one page: title, description, canonical address, its address in every
 * language (hreflang, with x-default on the default language), Open Graph and Twitter card tags,
 * and structured data. React 19 hoists the `<title>`, `<meta>` and `<link>` rendered here into
 * `<head>`: the server sends them in the first HTML (entry-server.tsx moves them there) and React
 * replaces them on each client-side navigation, so crawlers and the tab read the same thing.
 */
export function PageHead({ title, description, image, type = 'website', structuredData, noIndex }: PageHeadProps) {
  const language = useLanguage();
  const origin = usePublicOrigin();
  const { pathname } = useLocation();
  // SPEC §1: the brand sets the document title; the home page shows it alone.
  const fullTitle = title ? `${title} | ${brand.title}` : brand.title;
  const text = description || brand.tagline[language];
  const addressIn = (code: Language) => absoluteUrl(origin, withLanguage(pathname, code));
  const canonical = addressIn(language);
  const picture = image && absoluteUrl(origin, image);
  const alternates: [string, Language][] = [
    ...supportedLanguageCodes.map((code) => [code, code] as [string, Language]),
    ['x-default', defaultLanguage],
  ];
  const openGraph = {
    'og:site_name': brand.displayName,
    'og:type': type,
    'og:title': fullTitle,
    'og:description': text,
    'og:url': canonical,
    'og:locale': ogLocales[language],
    'og:image': picture,
  };
  const twitter = {
    'twitter:card': picture ? 'summary_large_image' : 'summary',
    'twitter:title': fullTitle,
    'twitter:description': text,
    'twitter:image': picture,
  };
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map(([hrefLang, code]) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={addressIn(code)} />
          ))}
        </>
      )}
      {Object.entries(openGraph).map(
        ([property, content]) => content && <meta key={property} property={property} content={content} />,
      )}
      {Object.entries(twitter).map(([name, content]) => content && <meta key={name} name={name} content={content} />)}
      {structuredData && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataText(structuredData) }} />
      )}
    </>
  );
}
