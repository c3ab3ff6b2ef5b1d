import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { storefrontMetadataQuery } from '../components/products/api/storefront-metadata.ts';
import { storefrontProductListQuery } from '../components/products/api/storefront-product-list.ts';
import { readAccessToken } from '../api/auth/token-store.ts';
import { cartPricingQuery } from '../features/store-cart/api/cart-pricing.ts';
import { storefrontProductQuery } from '../features/store-catalog/api/storefront-product.ts';
import { parseProductFilters, toProductQuery } from '../features/store-catalog/lib/product-filters.ts';
import { marketingListQuery } from '../features/store-home/api/marketing.ts';
import { cartLines, cartStore } from '../lib/cart-store.ts';
import { languageOfSegment } from '../lib/use-language.ts';

/**
 * Loaders of the storefront routes (DESIGN §Web: route loaders prefetch with the hooks' query
 * options). They live here, outside the lazily loaded route modules, so React Router starts them
 * together with the page's code: a product's data is on its way before its page's script arrives.
 * They prefetch without waiting, so a slow answer never holds the navigation: the page shows its
 * own loading state and picks the answer up from the cache.
 */
export function storeLoaders(queryClient: QueryClient) {
  return {
    home: ({ params }: LoaderFunctionArgs) => {
      void queryClient.prefetchQuery(marketingListQuery('sliders', languageOfSegment(params.lang)));
      return null;
    },
    products: ({ params, request }: LoaderFunctionArgs) => {
      const query = toProductQuery(parseProductFilters(new URL(request.url).searchParams));
      void queryClient.prefetchQuery(storefrontProductListQuery(query, languageOfSegment(params.lang)));
      return null;
    },
    product: ({ params }: LoaderFunctionArgs) => {
      if (params.productId)
        void queryClient.prefetchQuery(storefrontProductQuery(params.productId, languageOfSegment(params.lang)));
      return null;
    },
    cart: ({ params }: LoaderFunctionArgs) => {
      const lines = cartLines(cartStore.read());
      const signedIn = Boolean(readAccessToken('marketplace'));
      if (lines.length > 0)
        void queryClient.prefetchQuery(cartPricingQuery(lines, languageOfSegment(params.lang), signedIn));
      return null;
    },
    solutions: ({ params }: LoaderFunctionArgs) => {
      const language = languageOfSegment(params.lang);
      void queryClient.prefetchQuery(storefrontMetadataQuery('applications', language));
      void queryClient.prefetchQuery(storefrontMetadataQuery('use-cases', language));
      return null;
    },
  };
}
