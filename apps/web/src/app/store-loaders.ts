import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/client.ts';
import { storefrontMetadataQuery } from '../components/products/api/storefront-metadata.ts';
import { storefrontProductListQuery } from '../components/products/api/storefront-product-list.ts';
import { readAccessToken } from '../api/auth/token-store.ts';
import { storefrontProductQuery } from '../features/store-catalog/api/storefront-product.ts';
import { prefetchHomeSections } from '../features/store-home/api/home-sections.ts';
import { settingsQueries } from '../api/settings/get-settings.ts';
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
 * On the server (`waitForData`) the public pages' loaders wait for their data, so the page is
 * rendered filled; in the browser they prefetch without waiting, so a slow response never holds a
 * navigation: the page shows its own loading state and picks the data up from the cache. A failed
 * request never fails the loader (prefetchQuery does not throw): the page shows its error and retry.
 */
export function storeLoaders(queryClient: QueryClient, { waitForData = false } = {}) {
  const prefetch = async (...prefetches: Promise<void>[]) => {
    if (waitForData) await Promise.all(prefetches);
    return null;
  };
  return {
    layout: () => prefetch(queryClient.prefetchQuery(settingsQueries.storefront())),
    home: ({ params }: LoaderFunctionArgs) =>
      prefetch(prefetchHomeSections(queryClient, languageOfSegment(params.lang))),
    // The filters' schema comes with the list's code, not with every page's (issue 12).
    products: async ({ params, request }: LoaderFunctionArgs) => {
      const [{ metadataFilterKinds, parseProductFilters, toPriceRangeQuery, toProductQuery }, { priceRangeQuery }] =
        await Promise.all([
          import('../features/store-catalog/lib/product-filters.ts'),
          import('../features/store-catalog/api/price-range.ts'),
        ]);
      const language = languageOfSegment(params.lang);
      const filters = parseProductFilters(new URL(request.url).searchParams);
      // The list, and what its filter panel renders from: each filter's choices and the price range.
      return prefetch(
        queryClient.prefetchQuery(storefrontProductListQuery(toProductQuery(filters), language)),
        queryClient.prefetchQuery(priceRangeQuery(toPriceRangeQuery(filters), language)),
        ...Object.values(metadataFilterKinds).map((kind) =>
          queryClient.prefetchQuery(storefrontMetadataQuery(kind, language)),
        ),
      );
    },
    // The description's sanitiser comes beside the product (lib/use-rich-text.ts), so the page
    // never draws it empty; a failed download leaves that to the page. On the server, a product the
    // API does not show (unknown, hidden, or a malformed id) is Not Found with status 404; in the
    // browser the page renders Not Found from the query's error (product-page.tsx).
    product: async ({ params }: LoaderFunctionArgs) => {
      const query = params.productId
        ? storefrontProductQuery(params.productId, languageOfSegment(params.lang))
        : undefined;
      const product = query && queryClient.prefetchQuery(query);
      await Promise.all([product && prefetch(product), loadRichText().catch(() => undefined)]);
      const error = query && waitForData ? queryClient.getQueryState(query.queryKey)?.error : undefined;
      if (query && error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        throw data(null, { status: 404 });
      }
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
    // The address book's and saved cards' modules (with their mutations) come with the profile's code.
    profile: async ({ params }: LoaderFunctionArgs) => {
      if (!readAccessToken('marketplace')) return null;
      const language = languageOfSegment(params.lang);
      const [{ savedAddressQueries }, { savedPaymentMethodQueries }] = await Promise.all([
        import('../components/address/api/saved-addresses.ts'),
        import('../components/payments/api/saved-payment-methods.ts'),
      ]);
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
      return prefetch(
        queryClient.prefetchQuery(storefrontMetadataQuery('applications', language)),
        queryClient.prefetchQuery(storefrontMetadataQuery('use-cases', language)),
      );
    },
  };
}
