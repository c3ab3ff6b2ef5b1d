import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  orderStatusBodySchema,
  shipmentBodySchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
} from '@iot/shared/admin-orders';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { changeOrderStatus } from '../../workflows/change-order-status.ts';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditActorOf, auditedWrite } from '../audit/audit-service.ts';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import {
  addShipment,
  getAdminOrder,
  listAdminOrders,
  listAdminTransactions,
  type AdminActor,
} from './admin-order-service.ts';

const errors = { ...adminErrorResponses, 409: errorEnvelopeSchema };
const security = [{ adminBearer: [] }];

const actorOf = (request: FastifyRequest): AdminActor => ({ kind: 'admin', id: adminOf(request).sub });

/** What a parcel changes of an order, for the audit log: its parcels and what each line has shipped. */
const shippingSnapshot = async (ctx: ServiceContext, id: string, language: Language) => {
  const order = await getAdminOrder(ctx, id, language);
  return {
    status: order.status,
    shipments: order.shipments,
    shipped: Object.fromEntries(order.items.map((line) => [line.code, line.shippedQuantity])),
  };
};

/** Back-office orders (SPEC §7 admin `orders`, `/orders/{id}/status`) and payment `transactions`. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/orders', {
    schema: {
      tags: ['orders'],
      security,
      summary:
        "Every customer's orders: status, search (order ID or customer name/e-mail), placed from/to (inclusive), customer, tenant (any of its users), sort and page",
      operationId: 'listAdminOrders',
      description:
        'A page of every customer’s orders for the back office, filtered by status, a search over the order ID or the customer’s name or e-mail, a placed-between date range (both days inclusive), a customer or a tenant (orders of any of its users), and sorted.',
      querystring: adminOrderListQuerySchema,
      response: { 200: adminOrderListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listAdminOrders(app, request.query),
  });

  app.get('/orders/:id', {
    schema: {
      tags: ['orders'],
      security,
      summary: 'One order with its lines, shipments, customer, status history (who, when, note) and transactions',
      operationId: 'getAdminOrder',
      description:
        'Answers one order with everything the back office shows: lines, totals, shipments, the customer, the status history (who moved it, when, with which note) and its payment transactions.',
      params: idParams,
      response: { 200: adminOrderResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await getAdminOrder(app, request.params.id, request.language) }),
  });

  app.patch('/orders/:id/status', {
    schema: {
      tags: ['orders'],
      security,
      summary:
        'Move an order along the transition table from the status seen (409 when it changed or the move is not allowed; 402 when the capture is refused)',
      operationId: 'changeAdminOrderStatus',
      description:
        'Moves the order to a new status along the transition table, only from the status the administrator saw: a changed order or a move the table does not allow is 409. Accepting captures the authorised payment (402 when the provider refuses, the order staying pending) and allocates its subscriptions’ licenses; rejecting gives the stock and the discount use back and cancels the payment hold; shipping checks the last parcel. Appends a history row.',
      params: idParams,
      body: orderStatusBodySchema,
      response: { 200: adminOrderResponseSchema, ...errors, 402: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await changeOrderStatus(
        app,
        request.params.id,
        request.body,
        actorOf(request),
        request.language,
        auditActorOf(request),
      ),
    }),
  });

  app.post('/orders/:id/shipments', {
    schema: {
      tags: ['orders'],
      security,
      summary: 'Record a parcel (carrier, tracking number, quantity per line) of an order in progress',
      operationId: 'createAdminOrderShipment',
      description:
        'Records one parcel of an order in progress: carrier, tracking number and quantity per order line; a quantity beyond what is left of its line is 400. Answers the order with its shipments.',
      params: idParams,
      body: shipmentBodySchema,
      response: { 201: adminOrderResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(
        request,
        { action: 'shipment', resource: 'orders', id: request.params.id, snapshot: shippingSnapshot },
        async (ctx) => {
          await addShipment(ctx, request.params.id, request.body, actorOf(request));
          return getAdminOrder(ctx, request.params.id, request.language);
        },
      );
      return reply.status(201).send({ data });
    },
  });

  app.get('/transactions', {
    schema: {
      tags: ['transactions'],
      security,
      summary:
        'Payment transactions (authorization, capture, cancellation, refund), newest first, by order, customer or kind',
      operationId: 'listAdminTransactions',
      description:
        'A page of payment transactions (authorisations, captures, cancellations, refunds), newest first, filtered by order, customer or kind, each with its amount, currency, provider and outcome.',
      querystring: transactionListQuerySchema,
      response: { 200: transactionListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listAdminTransactions(app, request.query),
  });
};
