import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { storefrontProductKeys } from '../../../components/products/api/storefront-product-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * One product of the storefront. The product route's loader prefetches with these same options
 * (app/router.tsx), so the request starts while the page's code is still downloading.
 */
export function storefrontProductQuery(id: string, language: Language) {
  return queryOptions({
    queryKey: storefrontProductKeys.detail(id, language),
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(id)}`, {
        schema: () => import('@iot/shared/products').then((module) => module.productResponseSchema),
        language,
        base: 'customer',
        signal,
      }),
    select: (response) => response.data,
  });
}

export function useStorefrontProduct(id: string) {
  return useQuery(storefrontProductQuery(id, useLanguage()));
}
