import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  priceRangeResponseSchema,
  productCardListResponseSchema,
  productResponseSchema,
  storefrontProductQuerySchema,
} from '@iot/shared/products';
import {
  checkAvailability,
  getStorefrontProduct,
  listStorefrontProducts,
  storefrontPrices,
} from './storefront-service.ts';
import { storefrontViewReader } from './storefront-view.ts';
import { idParams } from '../../http/route-schemas.ts';
import { limitPerIp } from '../rate-limit/rate-limit-guards.ts';

const tags = ['storefront products'];

/** SPEC §7 customer GETs: the storefront catalog, visible products only, in the request language. */
export const productCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const storefrontView = storefrontViewReader(app);
  app.get('/products', {
    config: { publicCache: true },
    schema: {
      tags,
      summary:
        'Product cards (productCardSchema) of the visible products with filters (type, communicationType, warrantyMonths, application, useCase, industry, tag, deviceType, gatewayType, accessoryType, minPrice, maxPrice, search, ids), sort and paging',
      operationId: 'listCustomerProducts',
      description:
        'A page of product cards of the visible catalog in the request language, filtered by type, communication type, warranty, the metadata ids (application, use case, industry, tag, device, gateway and accessory type), a price range, a search or a list of ids, and sorted. Public and cached.',
      querystring: storefrontProductQuerySchema,
      response: { 200: productCardListResponseSchema, 400: errorEnvelopeSchema },
    },
    handler: async (request) => listStorefrontProducts(app, request.query, request.language, await storefrontView()),
  });

  app.get('/products/price-range', {
    config: { publicCache: true },
    schema: {
      tags,
      summary: 'Lowest and highest price among the products matching the other filters',
      operationId: 'getCustomerProductPriceRange',
      description:
        'The lowest and highest price of the visible products that match every filter but the price, for the price slider. Public and cached.',
      querystring: storefrontProductQuerySchema,
      response: { 200: priceRangeResponseSchema, 400: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await storefrontPrices(app, request.query, await storefrontView()),
    }),
  });

  app.get('/products/:id', {
    config: { publicCache: true },
    schema: {
      tags,
      summary: 'One visible product',
      operationId: 'getCustomerProduct',
      description:
        'Answers one visible product with its texts in the request language, images, documents and metadata; a hidden or unknown product is 404. Public and cached.',
      params: idParams,
      response: { 200: productResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await getStorefrontProduct(app, request.params.id, request.language, await storefrontView()),
    }),
  });

  app.get('/products/:id/availability', {
    preHandler: limitPerIp('availability', 'availabilityChecksPerIp'),
    schema: {
      tags,
      summary: 'Can this quantity be supplied? (yes or no; the stock number stays hidden; limited per IP)',
      operationId: 'checkCustomerProductAvailability',
      description:
        'Answers whether the quantity asked for can be supplied now, yes or no, without revealing the stock level; limited per address so that the level cannot be found by bisection.',
      params: idParams,
      querystring: availabilityQuerySchema,
      response: {
        200: availabilityResponseSchema,
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({ data: await checkAvailability(app, request.params.id, request.query.quantity) }),
  });
};
