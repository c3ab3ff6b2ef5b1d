import { resolveBrand } from '@iot/shared/brands';
import { supportedLanguageCodes } from '@iot/shared/languages';
import { privateStorefrontPaths, publicStorefrontPaths, sitemapProductsPerPage } from '@iot/shared/storefront-paths';
import type { ServiceContext } from '../../service-context.ts';
import { readVisibleProductPageKeys, readVisibleProductsFrom } from '../products/product-reader.ts';

/**
 * What search engines read about the storefront (sitemaps.org protocol, robots exclusion): the
 * visible catalog and public pages in every language, each entry naming its other languages
 * (hreflang), and the pages they should leave alone. Hidden products appear nowhere.
 */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** One `<url>` per language of a page, each naming every language's address (Google's hreflang in sitemaps). */
function pageEntries(origin: string, path: string, lastModified?: Date): string {
  const address = (language: string) => escapeXml(`${origin}/${language}${path}`);
  const alternates = supportedLanguageCodes
    .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`)
    .join('');
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return supportedLanguageCodes
    .map((language) => `<url><loc>${address(language)}</loc>${modified}${alternates}</url>`)
    .join('\n');
}

function urlSet(entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index: the public pages' sitemap, then one sitemap per run of visible products. */
export async function sitemapIndex(ctx: ServiceContext, origin: string): Promise<string> {
  const keys = await readVisibleProductPageKeys(ctx, sitemapProductsPerPage);
  const sitemaps = [`${origin}/sitemaps/pages.xml`, ...keys.map((key) => `${origin}/sitemaps/products/${key}.xml`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The storefront's public pages (SPEC §2) this brand has, in every language. */
export function pagesSitemap(ctx: ServiceContext, origin: string): string {
  const { features } = resolveBrand(ctx.config.brand);
  return urlSet(publicStorefrontPaths(features).map((path) => pageEntries(origin, path)));
}

/**
 * One page of the visible catalog, read by key from `fromId` on (keyset paging: a deep page costs
 * what the first does); null when no visible product is left there.
 */
export async function productsSitemap(ctx: ServiceContext, origin: string, fromId: string): Promise<string | null> {
  const products = await readVisibleProductsFrom(ctx, fromId, sitemapProductsPerPage);
  if (products.length === 0) return null;
  return urlSet(products.map((product) => pageEntries(origin, `/products/${product.id}`, product.updatedAt)));
}

/** robots.txt: crawlers keep out of the back office and of every visitor's own pages, in every language. */
export function robotsText(origin: string): string {
  const prefixes = ['', ...supportedLanguageCodes.map((language) => `/${language}`)];
  const disallowed = prefixes.flatMap((prefix) => privateStorefrontPaths.map((path) => `Disallow: ${prefix}${path}`));
  return ['User-agent: *', ...disallowed, 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
