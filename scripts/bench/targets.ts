import { randomUUID } from 'node:crypto';
import type { Fixtures } from './fixtures.ts';
import type { Target } from './load.ts';
import { searchWords } from './seed-catalog.ts';

const products = '/marketplace-customer/products';
const english = { 'accept-language': 'en' };
const arabic = { 'accept-language': 'ar' };

/**
 * The storefront's reads as an anonymous shopper makes them (SPEC §7 /marketplace-customer), on a
 * catalog of `size` products; the order placement last, because it writes.
 */
export function storefrontTargets(size: number, fixtures: Fixtures): Target[] {
  const deepPage = Math.max(1, Math.round(size / 12 / 2));
  const list = (name: string, query: string, headers: Record<string, string> = english): Target => ({
    name,
    paths: [`${products}?${query}`],
    headers,
  });
  return [
    list('list, page 1 of 12', 'limit=12'),
    list(`list, deep page ${deepPage}`, `limit=12&page=${deepPage}`),
    list('sorted A-Z (en)', 'limit=12&sort=nameAsc'),
    list('sorted Z-A (en)', 'limit=12&sort=nameDesc'),
    list('sorted A-Z (ar)', 'limit=12&sort=nameAsc', arabic),
    list('sorted Z-A (ar)', 'limit=12&sort=nameDesc', arabic),
    list('filter: type', 'limit=12&type=gateway'),
    list('filter: price', 'limit=12&minPrice=100&maxPrice=500'),
    list('filter: communication', 'limit=12&communicationType=lorawan'),
    list('filter: application', `limit=12&application=${fixtures.applicationId}`),
    {
      name: `search (${searchWords.length} words, en+ar)`,
      paths: searchWords.map((word) => `${products}?limit=12&search=${encodeURIComponent(word)}`),
      headers: english,
    },
    {
      name: `detail (${fixtures.productIds.length} ids)`,
      paths: fixtures.productIds.map((id) => `${products}/${id}`),
      headers: english,
    },
    { name: 'price range', paths: [`${products}/price-range`], headers: english },
    { name: 'settings', paths: ['/marketplace-customer/settings'], headers: english },
    {
      name: 'pricing, 5-line cart',
      paths: [`/marketplace-customer/orders/pricing?items=${fixtures.cartQuery}`],
      headers: english,
    },
    {
      name: 'order placement',
      paths: ['/marketplace-customer/orders'],
      method: 'POST',
      body: fixtures.order.body,
      headers: { ...english, authorization: fixtures.order.authorization, 'content-type': 'application/json' },
      perRequestHeaders: () => ({ 'idempotency-key': `bench_${randomUUID().replaceAll('-', '')}` }),
    },
  ];
}

export const bareTarget: Target = { name: 'bare Fastify route', paths: ['/bare'] };
