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
  /** The page's own name; the home page has none and shows the brand's title with its tagline. */
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
  const fullTitle = title ? `${title} | ${brand.title}` : `${brand.title} | ${brand.tagline[language]}`;
  const text = description || brand.tagline[language];
  const addressIn = (code: Language) => absoluteUrl(origin, withLanguage(pathname, code));
  const canonical = addressIn(language);
  const picture = image ? absoluteUrl(origin, image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {supportedLanguageCodes.map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={addressIn(code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={addressIn(defaultLanguage)} />
        </>
      )}
      <meta property="og:site_name" content={brand.displayName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[language]} />
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {picture && <meta name="twitter:image" content={picture} />}
      {structuredData && structuredData.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataText(structuredData) }} />
      )}
    </>
  );
}
