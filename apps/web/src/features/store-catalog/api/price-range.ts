import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import {
  storefrontProductKeys,
  type ProductListQuery,
} from '../../../components/products/api/storefront-product-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The lowest and highest price among the products the other filters leave. */
export function priceRangeQuery(query: ProductListQuery, language: Language) {
  return queryOptions({
    queryKey: storefrontProductKeys.priceRange(query, language),
    queryFn: ({ signal }) =>
      apiRequest('/products/price-range', {
        schema: () => import('@iot/shared/products').then((module) => module.priceRangeResponseSchema),
        language,
        base: 'customer',
        query,
        signal,
      }),
    select: (response) => response.data,
  });
}

export function usePriceRange(query: ProductListQuery) {
  return useQuery({ ...priceRangeQuery(query, useLanguage()), placeholderData: keepPreviousData });
}
