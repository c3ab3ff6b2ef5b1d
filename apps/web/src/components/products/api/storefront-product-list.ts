import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import type { Product, ProductCard } from '@iot/shared/products';
import { apiRequest, type WithId } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { storefrontProductKeys, type ProductListQuery } from './storefront-product-keys.ts';

/** A product as its page shows it (the detail answer). */
export type StorefrontProduct = WithId<Product>;
/** A product as a list shows it (the list answer's items, productCardSchema). */
export type StorefrontProductCard = WithId<ProductCard>;

/** A page of the storefront catalog (SPEC §7 customer GET /products). */
export function storefrontProductListQuery(query: ProductListQuery, language: Language) {
  return queryOptions({
    queryKey: storefrontProductKeys.list(query, language),
    queryFn: ({ signal }) =>
      apiRequest('/products', {
        schema: () => import('@iot/shared/products').then((module) => module.productCardListResponseSchema),
        language,
        base: 'customer',
        query,
        signal,
      }),
  });
}

/** A page of products; while the next page loads the previous one stays on screen (no jump). */
export function useStorefrontProductList(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...storefrontProductListQuery(query, useLanguage()),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
