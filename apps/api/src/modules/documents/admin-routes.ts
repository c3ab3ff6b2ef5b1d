import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { requireAdmin } from '../auth/guards.ts';
import { pdfResponse, sendPdf } from './document-reply.ts';
import { orderDocument } from './order-document-service.ts';

const tags = ['orders'];
const security = [{ adminBearer: [] }];
const errors = { ...adminErrorResponses, 409: errorEnvelopeSchema };

/** Any order's invoice and packing slip for the back office, in the request's language. */
export const documentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/orders/:id/invoice.pdf', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:read',
      summary: 'The invoice of an accepted order, as a PDF named invoice-<number>.pdf',
      operationId: 'getAdminOrderInvoice',
      description:
        'The order’s invoice as a PDF download, in the request’s language (Arabic right to left): the seller from the settings, the buyer, every line with its tax, the totals, the currency, the order number and the invoice number. The number comes from a gap-free series, given at the first download from either side and kept. An order not accepted yet (or rejected) is 409.',
      params: idParams,
      produces: ['application/pdf'],
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await orderDocument(app, request.params.id, 'invoice', request.language)),
  });

  app.get('/orders/:id/packing-slip.pdf', {
    schema: {
      tags,
      security,
      'x-permission': 'orders:read',
      summary: 'The packing slip (lines, quantities, shipping address; no prices) of an accepted order, as a PDF',
      operationId: 'getAdminOrderPackingSlip',
      description:
        'The order’s packing slip as a PDF download: its lines with ordered and shipped quantities and the shipping address, without prices, in the request’s language. An order not accepted yet (or rejected) is 409.',
      params: idParams,
      produces: ['application/pdf'],
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await orderDocument(app, request.params.id, 'packing-slip', request.language)),
  });
};
