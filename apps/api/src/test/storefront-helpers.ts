import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ProductCard } from '@iot/shared/products';

type StorefrontListBody = { data: ProductCard[]; meta: { page: number; limit: number; total: number } };

/** The storefront's product list for `query`, asked in `language` by a shopper; anything but a 200 fails the test. */
export async function listStorefrontProducts(
  app: FastifyInstance,
  query: string,
  language = 'en',
): Promise<StorefrontListBody> {
  const response = await app.inject({
    method: 'GET',
    url: `/marketplace-customer/products?${query}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StorefrontListBody>();
}
