import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  quoteBodySchema,
  requestCreateBodySchema,
  requestMessageBodySchema,
  requestListQuerySchema,
  requestListResponseSchema,
  requestResponseSchema,
  requestStatusBodySchema,
} from '@iot/shared/requests';
import { unauthorized } from '../../http/app-error.ts';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { auditedWrite } from '../audit/audit-service.ts';
import { adminOf, ownerOf, requireAdmin, requireCustomer } from '../auth/guards.ts';
import { limitPerIp } from '../rate-limit/rate-limit-guards.ts';
import { answerQuote, declineOwnQuote, getOwnRequest, postAdminMessage, postCustomerMessage } from './quote-service.ts';
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

  const ownErrors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  app.get('/requests/:id', {
    preHandler: requireCustomer,
    schema: {
      tags,
      security: [{ customerBearer: [] }],
      summary: "One of the signed-in customer's requests, with its quote and thread",
      operationId: 'getCustomerRequest',
      description:
        "Answers one of the signed-in customer's own requests with the back office's quote (if answered) and the messages of both sides, oldest first. Another customer's request is 404.",
      params: idParams,
      response: { 200: requestResponseSchema, ...ownErrors },
    },
    handler: async (request) => ({
      data: await getOwnRequest(app, ownerOf(request), request.params.id, request.language),
    }),
  });

  app.post('/requests/:id/messages', {
    preHandler: requireCustomer,
    schema: {
      tags,
      security: [{ customerBearer: [] }],
      summary: 'Write in the thread of an own request',
      operationId: 'createCustomerRequestMessage',
      description:
        'Adds the customer’s message to the thread of one of their own requests and returns the request to the back office’s work queue; answers the request with its thread.',
      params: idParams,
      body: requestMessageBodySchema,
      response: { 201: requestResponseSchema, ...ownErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        data: await postCustomerMessage(app, ownerOf(request), request.params.id, request.body.body, request.language),
      }),
  });

  app.post('/requests/:id/quote/decline', {
    preHandler: requireCustomer,
    schema: {
      tags,
      security: [{ customerBearer: [] }],
      summary: 'Decline the quote of an own request',
      operationId: 'declineCustomerQuote',
      description:
        'Declines the offered quote of one of the customer’s own requests; it can no longer be bought. 409 when it was already accepted, declined or has expired.',
      params: idParams,
      response: { 200: requestResponseSchema, ...ownErrors, 409: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await declineOwnQuote(app, ownerOf(request), request.params.id, request.language),
    }),
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
  app.put('/requests/:id/quote', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:write',
      summary: 'Answer a request with a quote',
      operationId: 'answerAdminRequestQuote',
      description:
        'Answers (or revises, until the customer accepts it) a request with a quote: lines at unit prices in the store’s currency, a validity date and a note. The customer may buy it once at these prices until the validity date. 409 once it was accepted.',
      params: idParams,
      body: quoteBodySchema,
      response: { 200: requestResponseSchema, ...adminErrorResponses, 409: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'quote', resource: 'requests', id: request.params.id, snapshot: getRequest },
        (ctx) => answerQuote(ctx, request.params.id, request.body, request.language),
      ),
    }),
  });
  app.post('/requests/:id/messages', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:write',
      summary: 'Write in the thread of a request',
      operationId: 'createAdminRequestMessage',
      description: 'Adds the back office’s message to the thread of a request, shown to its customer in order.',
      params: idParams,
      body: requestMessageBodySchema,
      response: { 201: requestResponseSchema, ...adminErrorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        data: await auditedWrite(
          request,
          { action: 'message', resource: 'requests', id: request.params.id, snapshot: getRequest },
          (ctx) => postAdminMessage(ctx, request.params.id, adminOf(request).sub, request.body.body, request.language),
        ),
      }),
  });
};
