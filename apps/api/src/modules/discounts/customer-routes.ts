import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { discountCheckQuerySchema, discountCheckSchema } from '@iot/shared/discounts';
import { ownerOf } from '../auth/guards.ts';
import { checkDiscount } from './discount-service.ts';

/** SPEC §7 customer GET /discounts: check a discount code for the signed-in customer's cart. */
export const discountCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/discounts', {
    schema: {
      tags: ['discounts'],
      security: [{ customerBearer: [] }],
      summary: "Check a discount code against the signed-in customer's cart",
      operationId: 'checkCustomerDiscount',
      description:
        'Checks a discount code for the signed-in customer against the cart in the query: whether it applies to this customer and these products and what it takes off. Nothing is used up: a code is spent only when an order is placed with it.',
      querystring: discountCheckQuerySchema,
      response: {
        200: dataEnvelope(discountCheckSchema),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({ data: await checkDiscount(app, ownerOf(request), request.query) }),
  });
};
