import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { productTypes } from '@iot/shared/product-basics';
import { storefrontMetadataQuery } from '../../../components/products/api/storefront-metadata.ts';
import { storefrontProductListQuery } from '../../../components/products/api/storefront-product-list.ts';
import type { ProductListQuery } from '../../../components/products/api/storefront-product-keys.ts';
import { storefrontProductGroupsQuery } from './featured-product-group.ts';
import { marketingListQuery } from './marketing.ts';

export const rowSize = 4;
// Product groups have no key; this English name marks the home page's top products (see useFeaturedProductGroup).
export const topProductsGroup = 'Best sellers';
// Packages have their own row; new arrivals and recommendations show single products.
export const singleProductTypes = productTypes.filter((type) => type !== 'package');

export const newArrivalsQuery: ProductListQuery = { type: singleProductTypes, sort: 'newest', limit: rowSize };
export const packagesQuery: ProductListQuery = { type: ['package'], sort: 'newest', limit: rowSize };
/** 'You may like' for a shopper whose wishlist says nothing yet: the cheapest devices and gateways. */
export const cheapestPicksQuery: ProductListQuery = {
  type: ['device', 'gateway'],
  sort: 'lowPrice',
  limit: rowSize * 3,
};

/**
 * Fetches every query the home page's sections render from, for its route loader: the server
 * renders the page once they are in the cache, and a navigation shows the page with its sections filled.
 */
export async function prefetchHomeSections(queryClient: QueryClient, language: Language): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(marketingListQuery('sliders', language)),
    queryClient.prefetchQuery(marketingListQuery('ads', language)),
    queryClient.prefetchQuery(storefrontMetadataQuery('applications', language)),
    queryClient.prefetchQuery(storefrontMetadataQuery('industries', language)),
    queryClient.prefetchQuery(storefrontProductListQuery(newArrivalsQuery, language)),
    queryClient.prefetchQuery(storefrontProductListQuery(packagesQuery, language)),
    queryClient.prefetchQuery(storefrontProductListQuery(cheapestPicksQuery, language)),
    queryClient.prefetchQuery(storefrontProductGroupsQuery('en')),
    queryClient.prefetchQuery(storefrontProductGroupsQuery(language)),
  ]);
}
