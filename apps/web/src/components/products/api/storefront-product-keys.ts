import type { Language } from '@iot/shared/languages';
import type { StorefrontProductQuery } from '@iot/shared/storefront-product-query';

export type ProductListQuery = Partial<StorefrontProductQuery>;

/**
 * Query keys of the storefront catalog. Answers are in the request's language, so the language is
 * part of every key: switching language never shows cached names of the other one.
 */
export const storefrontProductKeys = {
  all: ['products'] as const,
  list: (query: ProductListQuery, language: Language) =>
    [...storefrontProductKeys.all, 'list', language, query] as const,
  priceRange: (query: ProductListQuery, language: Language) =>
    [...storefrontProductKeys.all, 'price-range', language, query] as const,
  detail: (id: string, language: Language) => [...storefrontProductKeys.all, 'detail', language, id] as const,
  availability: (id: string, quantity: number) => [...storefrontProductKeys.all, 'availability', id, quantity] as const,
  groups: (language: Language) => [...storefrontProductKeys.all, 'groups', language] as const,
};
