import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressBodySchema,
  addressListResponseSchema,
  addressPatchSchema,
  addressResponseSchema,
} from '@iot/shared/addresses';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { idParams } from '../../http/route-schemas.ts';
import { ownerOf } from '../auth/guards.ts';
import { changeAddress, createAddress, listAddresses, readAddress, removeAddress } from './address-service.ts';

const tags = ['addresses'];
const security = [{ customerBearer: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema } as const;

/** SPEC §7 /addresses and /addresses/{id}: the signed-in customer's own address book (SPEC §2 /profile). */
export const addressCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/addresses', {
    schema: {
      tags,
      security,
      summary: "The signed-in customer's saved addresses, default first",
      operationId: 'listCustomerAddresses',
      description: 'Every address the signed-in customer saved, the default one first.',
      response: { 200: addressListResponseSchema, 401: errorEnvelopeSchema },
    },
    handler: async (request) => ({ data: await listAddresses(app, ownerOf(request), request.language) }),
  });

  app.post('/addresses', {
    schema: {
      tags,
      security,
      summary: 'Save an address (the first one becomes the default)',
      operationId: 'createCustomerAddress',
      description: 'Saves a shipping address for the signed-in customer; the first one saved becomes the default.',
      body: addressBodySchema,
      response: { 201: addressResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await createAddress(app, ownerOf(request), request.body, request.language) }),
  });

  app.get('/addresses/:id', {
    schema: {
      tags,
      security,
      summary: 'One saved address',
      operationId: 'getCustomerAddress',
      description: 'Answers one of the signed-in customer’s addresses; another customer’s id is 404.',
      params: idParams,
      response: { 200: addressResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await readAddress(app, ownerOf(request), request.params.id, request.language),
    }),
  });

  app.patch('/addresses/:id', {
    schema: {
      tags,
      security,
      summary: 'Change a saved address, or make it the default',
      operationId: 'updateCustomerAddress',
      description:
        'Changes the fields sent of one of the signed-in customer’s addresses; `isDefault: true` makes it the default instead of the previous one.',
      params: idParams,
      body: addressPatchSchema,
      response: { 200: addressResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await changeAddress(app, ownerOf(request), request.params.id, request.body, request.language),
    }),
  });

  app.delete('/addresses/:id', {
    schema: {
      tags,
      security,
      summary: 'Remove a saved address (the newest remaining one becomes the default)',
      operationId: 'deleteCustomerAddress',
      description:
        'Removes one of the signed-in customer’s addresses; when it was the default, the newest remaining one becomes the default. Orders keep their own copy. Answers 204.',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await removeAddress(app, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
