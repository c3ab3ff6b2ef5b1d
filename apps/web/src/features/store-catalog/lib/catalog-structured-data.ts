import { absoluteUrl } from '../../../lib/public-origin.ts';
import type { StructuredData } from '../../../lib/structured-data.ts';

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
            ...(showsStock ? { availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}` } : {}),
          },
        }),
  };
}
