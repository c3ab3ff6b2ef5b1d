import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productGroupListResponseSchema } from '@iot/shared/products';
import { storefrontViewReader } from '../products/product-reader.ts';
import { listStorefrontGroups } from './product-group-service.ts';

/** Storefront sections built from product groups (the home page's top products). */
export const productGroupCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const storefrontView = storefrontViewReader(app);
  app.get('/product-groups', {
    config: { publicCache: true },
    schema: {
      tags: ['storefront products'],
      summary: 'Product groups with their visible products',
      operationId: 'listCustomerProductGroups',
      description:
        'Every product group with its visible products as cards, in the request language. Public and cached.',
      response: { 200: productGroupListResponseSchema },
    },
    handler: async (request) => listStorefrontGroups(app, request.language, await storefrontView()),
  });
};
