import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { OrderDocumentFile } from './order-document-service.ts';

/** A document sent as a download (the signed-in answers' no-store applies to it as to every other). */
export function sendPdf(reply: FastifyReply, file: OrderDocumentFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.pdf);
}

export const pdfResponse = z.string().describe('application/pdf');
