import { z } from 'zod';
import type { BrandFeatures } from './brands.ts';

/**
 * The storefront's public pages without their language segment (SPEC §2 storefront public routes),
 * as search engines should find them: the sitemap lists these in every language, and the web app's
 * router (apps/web/src/app/router.tsx) serves each under `/{language}`. The terms and policy pages
 * exist only for the brands with their flag (SPEC §6).
 */
export function publicStorefrontPaths(features: Pick<BrandFeatures, 'termsPage' | 'policyPage'>): string[] {
  return [
    '',
    '/products',
    '/solutions',
    '/packages',
    '/licenses',
    '/aboutUs',
    '/contact',
    '/requestAQuote',
    ...(features.termsPage ? ['/termsAndConditions'] : []),
    ...(features.policyPage ? ['/privacyPolicy'] : []),
  ];
}

/**
 * Pages no crawler should read (robots.txt): the back office, and what is personal to a visitor
 * (cart and its checkout, wishlist, the account's pages), under every language and without one.
 * A robots.txt rule is a path prefix, so '/cms' also covers '/cms-login'.
 */
export const privateStorefrontPaths = ['/cms', '/cart', '/checkout', '/wishlist', '/orders', '/profile', '/requests'];

/** How many products one page of the sitemap lists: each in every language, so 20,000 addresses, under the protocol's 50,000. */
export const sitemapProductsPerPage = 10_000;

/** A products sitemap's address: `/sitemaps/products/{first product id}.xml`. */
export const productsSitemapParamsSchema = z.object({
  page: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.xml$/, 'Invalid URL')
    .transform((page) => page.slice(0, -'.xml'.length)),
});
