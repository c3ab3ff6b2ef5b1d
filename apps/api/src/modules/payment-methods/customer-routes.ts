import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  paymentMethodBodySchema,
  paymentMethodListResponseSchema,
  paymentMethodResponseSchema,
} from '@iot/shared/payment-methods';
import { idParams } from '../../http/route-schemas.ts';
import { ownerOf } from '../auth/guards.ts';
import {
  addPaymentMethod,
  listPaymentMethods,
  readPaymentMethod,
  removePaymentMethod,
} from './payment-method-service.ts';

const tags = ['payment-methods'];
const security = [{ customerBearer: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema } as const;

/**
 * SPEC §7 /payment-methods and /payment-methods/{id}: the signed-in customer's saved cards and bank
 * accounts (SPEC §2 /profile). A card arrives as the provider's token; a body with a card number
 * or CVC is refused (DESIGN §API: card data never touches our server).
 */
export const paymentMethodCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/payment-methods', {
    schema: {
      tags,
      security,
      summary: "The signed-in customer's saved cards and bank accounts, newest first",
      operationId: 'listCustomerPaymentMethods',
      description:
        'The signed-in customer’s saved payment methods, newest first. Cards show only brand, last four digits, expiry and holder name.',
      response: { 200: paymentMethodListResponseSchema, 401: errorEnvelopeSchema },
    },
    handler: async (request) => ({ data: await listPaymentMethods(app, ownerOf(request)) }),
  });

  app.post('/payment-methods', {
    schema: {
      tags,
      security,
      summary: "Save a card (the payment provider's token) or a bank account",
      operationId: 'createCustomerPaymentMethod',
      description:
        'Saves a card from the payment provider’s token (card numbers never reach this server) or a bank account for the signed-in customer.',
      body: paymentMethodBodySchema,
      response: { 201: paymentMethodResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await addPaymentMethod(app, ownerOf(request), request.body) }),
  });

  app.get('/payment-methods/:id', {
    schema: {
      tags,
      security,
      summary: 'One saved payment method',
      operationId: 'getCustomerPaymentMethod',
      description: 'Answers one of the signed-in customer’s saved payment methods; another customer’s id is 404.',
      params: idParams,
      response: { 200: paymentMethodResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await readPaymentMethod(app, ownerOf(request), request.params.id) }),
  });

  app.delete('/payment-methods/:id', {
    schema: {
      tags,
      security,
      summary: 'Remove a saved payment method',
      operationId: 'deleteCustomerPaymentMethod',
      description:
        'Removes one of the signed-in customer’s saved payment methods; another customer’s id is 404. Answers 204.',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await removePaymentMethod(app, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
