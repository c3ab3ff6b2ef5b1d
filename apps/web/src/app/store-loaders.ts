import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from '../lib/router/match-routes.ts';
import { savedAddressQueries } from '../components/address/api/saved-addresses.ts';
import { savedPaymentMethodQueries } from '../components/payments/api/saved-payment-methods.ts';
import { storefrontMetadataQuery } from '../components/products/api/storefront-metadata.ts';
import { storefrontProductListQuery } from '../components/products/api/storefront-product-list.ts';
import { readAccessToken } from '../api/auth/token-store.ts';
import { storefrontProductQuery } from '../features/store-catalog/api/storefront-product.ts';
import { marketingListQuery } from '../features/store-home/api/marketing.ts';
import { brand } from '../lib/brand.ts';
import { loadRichText } from '../lib/use-rich-text.ts';
import { cartLines, cartStore } from '../lib/cart-store.ts';
import { languageOfSegment } from '../lib/use-language.ts';

// Orders' schemas (with the address, payment and cart schemas they are made of) come with the
// orders pages' code, not with every page's (issue 12).
const orderQueries = () => import('../features/store-orders/api/customer-orders.ts');
const ordersSearch = () => import('../features/store-orders/lib/orders-search.ts');

/**
 * Loaders of the storefront routes (DESIGN §Web: route loaders prefetch with the hooks' query
 * options). They live here, outside the lazily loaded route modules, so the router starts them
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
    // The filters' schema comes with the list's code, not with every page's (issue 12).
    products: async ({ params, request }: LoaderFunctionArgs) => {
      const { parseProductFilters, toProductQuery } = await import('../features/store-catalog/lib/product-filters.ts');
      const query = toProductQuery(parseProductFilters(new URL(request.url).searchParams));
      void queryClient.prefetchQuery(storefrontProductListQuery(query, languageOfSegment(params.lang)));
      return null;
    },
    // The description's sanitiser comes beside the product (lib/use-rich-text.ts), so the page
    // never draws it empty; a failed download leaves that to the page.
    product: async ({ params }: LoaderFunctionArgs) => {
      if (params.productId)
        void queryClient.prefetchQuery(storefrontProductQuery(params.productId, languageOfSegment(params.lang)));
      await loadRichText().catch(() => undefined);
      return null;
    },
    // Signed-in pages prefetch only with a session: without one the guard sends the visitor home.
    orders: async ({ params, request }: LoaderFunctionArgs) => {
      if (!readAccessToken('marketplace')) return null;
      const [{ customerOrderQueries }, { readOrdersSearch }] = await Promise.all([orderQueries(), ordersSearch()]);
      const { filter, page } = readOrdersSearch(new URL(request.url).searchParams);
      void queryClient.prefetchQuery(customerOrderQueries.list(filter, page, languageOfSegment(params.lang)));
      return null;
    },
    profile: ({ params }: LoaderFunctionArgs) => {
      if (!readAccessToken('marketplace')) return null;
      const language = languageOfSegment(params.lang);
      // SPEC §6: the address book and saved payment methods only for the brands that have them.
      if (brand.features.savedAddresses) void queryClient.prefetchQuery(savedAddressQueries.list(language));
      if (brand.features.savedPaymentMethods) void queryClient.prefetchQuery(savedPaymentMethodQueries.list(language));
      return null;
    },
    order: async ({ params }: LoaderFunctionArgs) => {
      if (params.orderId && readAccessToken('marketplace')) {
        const { customerOrderQueries } = await orderQueries();
        void queryClient.prefetchQuery(customerOrderQueries.detail(params.orderId, languageOfSegment(params.lang)));
      }
      return null;
    },
    cart: async ({ params }: LoaderFunctionArgs) => {
      await cartStore.ready();
      const lines = cartLines(cartStore.read());
      const signedIn = Boolean(readAccessToken('marketplace'));
      if (lines.length > 0) {
        // The pricing's schemas come with the cart's code, not with every page's (issue 12).
        const { cartPricingQuery } = await import('../features/store-cart/api/cart-pricing.ts');
        void queryClient.prefetchQuery(cartPricingQuery(lines, languageOfSegment(params.lang), signedIn));
      }
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
