import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema, pageEnvelope } from '@iot/shared/api-envelope';
import { pricingQuerySchema, pricingSchema } from '@iot/shared/cart';
import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  orderListQuerySchema,
  orderSchema,
  orderSummarySchema,
  placeOrderBodySchema,
  placeOrderResultSchema,
} from '@iot/shared/orders';
import type { Owner } from '../../db/owner-columns.ts';
import { idParams } from '../../http/route-schemas.ts';
import { confirmCheckout, placeOrder } from '../../workflows/place-order.ts';
import { readOwnAddress } from '../addresses/address-reader.ts';
import { ownerOf, requireCustomer } from '../auth/guards.ts';
import { priceCart } from '../pricing/pricing-service.ts';
import { assertQuotedCart, readQuoteForCheckout } from '../requests/quote-service.ts';
import { getOwnOrder, listOwnOrders } from './order-service.ts';

const tags = ['orders'];
const security = [{ customerBearer: [] }];

/** SPEC §6: the signed-in user owns its orders; a tenant user's order also names its tenant. */
function customerOf(request: FastifyRequest): { owner: Owner; tenantId: string | null } {
  const owner = ownerOf(request);
  return { owner, tenantId: owner.kind === 'tenant-user' ? (request.auth?.tenantId ?? null) : null };
}

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
} as const;

/** SPEC §7 customer calls: /orders/pricing, /orders, /orders/{id}. */
export const orderCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders/pricing', {
    // Public, so an anonymous shopper's cart shows its prices; a token, when sent, must be valid.
    preHandler: async (request) => (request.headers.authorization ? requireCustomer(request) : undefined),
    schema: {
      tags,
      summary:
        "Price a cart from current prices, stock and settings (public; a discount code needs the customer's token, an addressId the owner's)",
      operationId: 'priceCustomerCart',
      description:
        'Prices the cart in the query as checkout would: current prices, stock, shipping and tax from the settings, and a discount code when one is given. Public; a discount code needs the customer’s token and an addressId the token of that address’s owner. A quote (the id of the customer’s own answered quote request) prices its lines at the quoted unit prices, 409 when it is expired, declined or used. Writes nothing.',
      querystring: pricingQuerySchema,
      response: { 200: dataEnvelope(pricingSchema), ...errors, 409: errorEnvelopeSchema },
    },
    handler: async (request) => {
      const { items, code, country, city, addressId, quote: quoteId } = request.query;
      // SPEC §3 Discount: a code may be once per customer, so it is priced only for a signed-in customer.
      const owner = request.auth || code || addressId || quoteId ? customerOf(request).owner : null;
      // SPEC §3 Quote or message: the customer's own quote, priced at its unit prices while it may be bought.
      const quote = quoteId && owner ? await readQuoteForCheckout(app, owner, quoteId) : undefined;
      if (quote) assertQuotedCart(quote, items, code);
      // A saved address is the caller's own (another's id is 404); tax and shipping follow its country.
      const saved = addressId && owner ? await readOwnAddress(app, owner, addressId) : undefined;
      const priced = await priceCart(app, {
        items,
        code: code || undefined,
        owner,
        country: saved?.country ?? country ?? null,
        city: saved?.city ?? city ?? null,
        language: request.language,
        quote,
      });
      return { data: priced.pricing };
    },
  });

  app.post('/orders', {
    schema: {
      tags,
      security,
      summary:
        'Place an order: the cart, where it ships, how it is paid and the receipt the customer saw; one order per Idempotency-Key',
      operationId: 'placeCustomerOrder',
      description:
        'Prices the cart again and refuses it (409) when the receipt the customer saw (currency, total, unit prices) no longer matches, when stock ran out or the discount code is gone; otherwise authorises the payment and places the order, pending until the back office accepts it (201). A card that needs 3-D Secure answers 200 `requires_action` with the checkout to confirm; 402 when the card is declined. The same Idempotency-Key always answers the same checkout.',
      headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema }),
      body: placeOrderBodySchema,
      response: {
        200: dataEnvelope(placeOrderResultSchema),
        201: dataEnvelope(placeOrderResultSchema),
        ...errors,
        402: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const { owner, tenantId } = customerOf(request);
      const result = await placeOrder(app, {
        owner,
        tenantId,
        idempotencyKey: request.headers[idempotencyKeyHeader] as string,
        body: request.body,
        language: request.language,
      });
      return reply.status(result.status === 'placed' ? 201 : 200).send({ data: result });
    },
  });

  app.post('/orders/checkouts/:id/confirm', {
    schema: {
      tags,
      security,
      summary: "Finish the customer's own checkout after the card's authentication (3-D Secure)",
      operationId: 'confirmCustomerCheckout',
      description:
        'After the card’s 3-D Secure step, finishes the signed-in customer’s own checkout: places its order when the payment is authorised, answers 402 when it was refused. Idempotent: the payment webhook runs the same finalisation.',
      params: idParams,
      response: { 200: dataEnvelope(orderSchema), ...errors, 402: errorEnvelopeSchema, 409: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await confirmCheckout(app, customerOf(request).owner, request.params.id, request.language),
    }),
  });

  app.get('/orders', {
    schema: {
      tags,
      security,
      summary: "The customer's own orders, newest first (filter=current|past)",
      operationId: 'listCustomerOrders',
      description:
        'A page of the signed-in customer’s own orders, newest first; `filter=current` keeps those still in progress, `filter=past` the finished ones.',
      querystring: orderListQuerySchema,
      response: { 200: pageEnvelope(orderSummarySchema), ...errors },
    },
    handler: async (request) => listOwnOrders(app, customerOf(request).owner, request.query),
  });

  app.get('/orders/:id', {
    schema: {
      tags,
      security,
      summary: "One of the customer's own orders with its lines, totals and history (any other id is 404)",
      operationId: 'getCustomerOrder',
      description:
        'Answers one order of the signed-in customer with its lines (snapshots of name, price, discount and tax), totals and status history; another customer’s order id is 404, not 403.',
      params: idParams,
      response: { 200: dataEnvelope(orderSchema), ...errors },
    },
    handler: async (request) => ({
      data: await getOwnOrder(app, customerOf(request).owner, request.params.id, request.language),
    }),
  });
};
