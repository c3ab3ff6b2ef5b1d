import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  bulkAcceptBodySchema,
  bulkAcceptResponseSchema,
  cancelOrderBodySchema,
  orderNoteBodySchema,
  refundBodySchema,
  orderStatusBodySchema,
  shipmentBodySchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
} from '@iot/shared/admin-orders';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { orderCsvColumns, csvHeader } from '@iot/shared/list-exports';
import { sendCsv } from '../../http/csv.ts';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { acceptOrders } from '../../workflows/accept-orders.ts';
import { addShipment } from '../../workflows/add-shipment.ts';
import { changeOrderStatus } from '../../workflows/change-order-status.ts';
import { cancelOrder, refundOrder } from '../../workflows/refund-order.ts';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditActorOf, auditedWrite } from '../audit/audit-service.ts';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import {
  addOrderNote,
  getAdminOrder,
  listAdminOrders,
  listAdminTransactions,
  type AdminActor,
} from './admin-order-service.ts';
import { exportAdminOrders } from './order-export.ts';

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

/** What a note changes of an order, for the audit log: its notes' texts. */
const notesSnapshot = async (ctx: ServiceContext, id: string, language: Language) => ({
  notes: (await getAdminOrder(ctx, id, language)).notes.map((entry) => entry.note),
});

/** Back-office orders (SPEC §7 admin `orders`, `/orders/{id}/status`) and payment `transactions`. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/orders', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:read',
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

  app.get('/orders/export.csv', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:read',
      summary: 'The orders the list filters match (or the selected ones) as CSV, header in the request language',
      operationId: 'exportAdminOrders',
      description:
        'Every order the list’s filters match, in its sort and without its paging, as a CSV download (UTF-8 with a byte order mark, the header in the request’s language, cells that a spreadsheet would run as a formula prefixed with an apostrophe). `ids` narrows it to selected orders.',
      querystring: adminOrderExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...adminErrorResponses },
    },
    handler: async (request, reply) =>
      sendCsv(reply, 'orders.csv', csvHeader(orderCsvColumns, request.language), exportAdminOrders(app, request.query)),
  });

  app.post('/orders/bulk-accept', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:write',
      summary: 'Accept several pending orders, each as its own status change; answers what became of each',
      operationId: 'bulkAcceptAdminOrders',
      description:
        'Accepts each named order from pending, one after another, exactly as PATCH /orders/{id}/status with from pending and to in progress does (its payment captured, its licenses allocated, its history row and audit entry written). One order’s refusal (changed meanwhile, capture declined, unknown) does not stop the others: each result says accepted or carries the error’s status, code and message.',
      body: bulkAcceptBodySchema,
      response: { 200: bulkAcceptResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({
      data: await acceptOrders(app, request.body.ids, actorOf(request), request.language, auditActorOf(request)),
    }),
  });

  app.post('/orders/:id/notes', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:write',
      summary: 'Add an internal note to an order at any status; never shown to the customer',
      operationId: 'createAdminOrderNote',
      description:
        'Adds an internal note to the order, whatever its status, under the signed-in administrator’s name and the current time. Notes appear in the back office’s order history only; the customer API never answers them. Answers the order.',
      params: idParams,
      body: orderNoteBodySchema,
      response: { 201: adminOrderResponseSchema, ...adminErrorResponses },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(
        request,
        { action: 'note', resource: 'orders', id: request.params.id, snapshot: notesSnapshot },
        async (ctx) => {
          await addOrderNote(ctx, request.params.id, request.body, actorOf(request));
          return getAdminOrder(ctx, request.params.id, request.language);
        },
      );
      return reply.status(201).send({ data });
    },
  });

  app.get('/orders/:id', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:read',
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
      'x-permission': 'orders:write',
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

  app.post('/orders/:id/refunds', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:write',
      summary:
        'Refund part of a captured payment, by lines and quantities or by an amount, with or without restock (idempotent by key)',
      operationId: 'createAdminOrderRefund',
      description:
        'Gives back part of the order’s captured card payment through the payment provider: the lines and quantities returned (their share of the lines’ totals) or an amount in the order’s currency, optionally returning the lines to stock, with a reason. Refunds never exceed what was captured: more is 400 on `amount`, more of a line than is left of it 400 on its quantity. `idempotencyKey` names the refund: a retry with it refunds once and answers the order (409 while the provider call is under way, 402 when the provider refused it). A refund is a `refund` transaction and an entry of the order’s refunds. An order without a captured card payment is 409.',
      params: idParams,
      body: refundBodySchema,
      response: { 201: adminOrderResponseSchema, ...errors, 402: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const data = await refundOrder(
        app,
        request.params.id,
        request.body,
        actorOf(request),
        request.language,
        auditActorOf(request),
      );
      return reply.status(201).send({ data });
    },
  });

  app.post('/orders/:id/cancel', {
    schema: {
      tags: ['orders'],
      security,
      'x-permission': 'orders:write',
      summary:
        'Cancel an accepted order with nothing shipped: what is left of its capture refunded, stock and code returned, licenses revoked',
      operationId: 'cancelAdminOrder',
      description:
        'Moves an accepted (in progress) order with nothing shipped to cancelled, with a history entry carrying the reason, returns its stock (less what refunds already restocked), releases its discount code’s use and revokes the license allocations its acceptance made (a `revoked` event naming the order on each not revoked yet), then refunds what is left of its captured payment through the provider. Any other order is 409 (refund it instead). `idempotencyKey` makes a retry answer the first cancellation; 402 when the provider refused the refund (the order stays cancelled; the rest can be refunded from it).',
      params: idParams,
      body: cancelOrderBodySchema,
      response: { 200: adminOrderResponseSchema, ...errors, 402: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await cancelOrder(
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
      'x-permission': 'orders:write',
      summary:
        'Record a parcel (carrier, tracking number, quantity per line) of an order in progress; the customer is mailed its tracking number',
      operationId: 'createAdminOrderShipment',
      description:
        'Records one parcel of an order in progress: carrier, tracking number and quantity per order line; a quantity beyond what is left of its line is 400. In the same transaction, the order’s customer is mailed (in their language) the parcel’s carrier, tracking number and tracking link and what it holds. The last parcel, sent with the move to shipped, is told by the shipped mail instead. Answers the order with its shipments.',
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
      'x-permission': 'orders:read',
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
