import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { idParams } from '../../http/route-schemas.ts';
import { ownerOf } from '../auth/guards.ts';
import { pdfResponse, sendPdf } from './document-reply.ts';
import { ownOrderDocument } from './order-document-service.ts';

const tags = ['orders'];
const security = [{ customerBearer: [] }];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
} as const;

/** The customer's own order's invoice and packing slip, in the request's language. */
export const documentCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders/:id/invoice.pdf', {
    schema: {
      tags,
      security,
      summary: "The invoice of one of the customer's own accepted orders, as a PDF (any other id is 404)",
      operationId: 'getCustomerOrderInvoice',
      description:
        'The invoice of the signed-in customer’s own order as a PDF download named invoice-<number>.pdf, in the request’s language (Arabic right to left). Its number comes from a gap-free series, given at the first download and kept. Another customer’s order id is 404; an order not accepted yet (or rejected) is 409.',
      params: idParams,
      produces: ['application/pdf'],
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await ownOrderDocument(app, ownerOf(request), request.params.id, 'invoice', request.language)),
  });

  app.get('/orders/:id/packing-slip.pdf', {
    schema: {
      tags,
      security,
      summary: "The packing slip (lines, quantities, shipping address; no prices) of the customer's own accepted order",
      operationId: 'getCustomerOrderPackingSlip',
      description:
        'The packing slip of the signed-in customer’s own order as a PDF: its lines with ordered and shipped quantities and the shipping address, without prices, in the request’s language. Another customer’s order id is 404; an order not accepted yet (or rejected) is 409.',
      params: idParams,
      produces: ['application/pdf'],
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await ownOrderDocument(app, ownerOf(request), request.params.id, 'packing-slip', request.language),
      ),
  });
};
