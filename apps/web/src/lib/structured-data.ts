import type { Brand } from '@iot/shared/brands';
import type { Settings } from '@iot/shared/settings';
import { absoluteUrl } from './public-origin.ts';

/**
 * schema.org JSON-LD for search engines (https://schema.org, Google's structured data guides): what
 * a page shows, said again in a form a crawler reads without guessing. Pure functions, so the
 * server and the browser render the same script.
 */
export type StructuredData = Record<string, unknown>;

/** The shop as an Organization: name, logo, contact and its social profiles (settings, SPEC §3). */
export function organizationData(
  brand: Pick<Brand, 'displayName'>,
  settings: Pick<Settings, 'logo' | 'contactInfo' | 'socialLinks'> | undefined,
  origin: string,
  homeUrl: string,
): StructuredData {
  const contact = settings?.contactInfo;
  const sameAs = settings?.socialLinks.map((link) => link.value).filter(Boolean) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.displayName,
    url: homeUrl,
    ...(settings?.logo ? { logo: absoluteUrl(origin, settings.logo) } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.tel ? { telephone: contact.tel } : {}),
    ...(contact?.address ? { address: contact.address } : {}),
    ...(contact?.email || contact?.tel
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(contact.email ? { email: contact.email } : {}),
              ...(contact.tel ? { telephone: contact.tel } : {}),
            },
          ],
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The trail from the home page to this one, each step with its absolute address. */
export function breadcrumbData(steps: { name: string; url: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export type ProductFacts = {
  name: string;
  code: string;
  description: string;
  images: string[];
  /** null where the storefront hides prices (settings or brand): then no Offer at all. */
  price: number | null;
  currency: string;
  inStock: boolean;
};

/**
 * A Product with an Offer only where the page shows a price, and the Offer's availability only
 * where the page shows the stock state (SPEC §6: brands with back-office stock).
 */
export function productData(
  product: ProductFacts,
  { brandName, origin, url, showsStock }: { brandName: string; origin: string; url: string; showsStock: boolean },
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => absoluteUrl(origin, image)) } : {}),
    brand: { '@type': 'Brand', name: brandName },
    ...(product.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price,
            priceCurrency: product.currency,
            ...(showsStock
              ? { availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}` }
              : {}),
          },
        }),
  };
}

/**
 * The data as the text of a `<script type="application/ld+json">`: `<` escaped, so no product text
 * can close the element.
 */
export function structuredDataText(data: StructuredData[]): string {
  return JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
}
