import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  requestCreateBodySchema,
  requestListQuerySchema,
  requestListResponseSchema,
  requestResponseSchema,
  requestStatusBodySchema,
} from '@iot/shared/requests';
import { unauthorized } from '../../http/app-error.ts';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { auditedWrite } from '../audit/audit-service.ts';
import { requireAdmin, requireCustomer } from '../auth/guards.ts';
import { limitPerIp } from '../rate-limit/rate-limit-guards.ts';
import { changeRequestStatus, getRequest, listRequests, submitRequest, type RequestSender } from './request-service.ts';

const tags = ['requests'];

/** SPEC §2 and §3 Quote or message: /requestAQuote and /contact post here; a signed-in customer reads their own. */
export const requestCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/requests', {
    // Anonymous shoppers may send; a customer who sends a token is recorded as the sender.
    preHandler: [
      limitPerIp('requests', 'requestsPerIp'),
      async (request) => (request.headers.authorization ? requireCustomer(request) : undefined),
    ],
    schema: {
      tags,
      summary: 'Send a quote request or a message',
      operationId: 'createCustomerRequest',
      description:
        'Sends a quote request about products or a message to the store. Anyone may send one; a customer who sends a token is recorded as its sender and can read it back later. Limited per address.',
      body: requestCreateBodySchema,
      response: {
        201: requestResponseSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const claims = request.auth;
      const sender: RequestSender = claims?.kind ? { kind: claims.kind, id: claims.sub } : undefined;
      return reply.status(201).send({ data: await submitRequest(app, request.body, sender, request.language) });
    },
  });

  app.get('/requests', {
    preHandler: requireCustomer,
    schema: {
      tags,
      security: [{ customerBearer: [] }],
      summary: "The signed-in customer's own requests",
      operationId: 'listCustomerRequests',
      description: 'A page of the requests the signed-in customer sent, newest first, with their status.',
      querystring: requestListQuerySchema,
      response: { 200: requestListResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
    },
    handler: async (request) => {
      const claims = request.auth;
      if (!claims?.kind) throw unauthorized();
      return listRequests(app, { ...request.query, customer: { kind: claims.kind, id: claims.sub } }, request.language);
    },
  });
};

export const requestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);
  const security = [{ adminBearer: [] }];
  app.get('/requests', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:read',
      summary: 'Quotes and messages, newest first',
      operationId: 'listAdminRequests',
      description:
        'A page of every quote request and message, newest first, filtered and searched for the back office.',
      querystring: requestListQuerySchema,
      response: { 200: requestListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listRequests(app, request.query, request.language),
  });
  app.get('/requests/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:read',
      summary: 'One request',
      operationId: 'getAdminRequest',
      description: 'Answers one quote request or message with its sender and the products it asks about.',
      params: idParams,
      response: { 200: requestResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await getRequest(app, request.params.id, request.language) }),
  });
  app.patch('/requests/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:write',
      summary: 'Change the status of a request',
      operationId: 'updateAdminRequest',
      description: 'Moves a request to another status (for example handled) and answers it.',
      params: idParams,
      body: requestStatusBodySchema,
      response: { 200: requestResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'status', resource: 'requests', id: request.params.id, snapshot: getRequest },
        (ctx) => changeRequestStatus(ctx, request.params.id, request.body.status, request.language),
      ),
    }),
  });
};
