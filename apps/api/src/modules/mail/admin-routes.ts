import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  mailListQuerySchema,
  mailListResponseSchema,
  mailOutboxQuerySchema,
  mailOutboxResponseSchema,
  mailResponseSchema,
} from '@iot/shared/mail';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { auditedWrite } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import { getOutboxMail, listOutbox, readOutbox, resendOutboxMail } from './outbox-service.ts';

const security = [{ adminBearer: [] }];

/** The outbox for administrators (and the browser tests, which read one-time codes from it). */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mail/outbox', {
    preHandler: requireAdmin,
    schema: {
      tags: ['mail'],
      summary: 'Recent mails, newest first, optionally to one address',
      operationId: 'listAdminOutboxMails',
      description:
        'The most recent mails the server sent or stored in its outbox (recipient, subject, text, when), newest first, optionally only those to one address; how a developer without SMTP reads a code.',
      security,
      'x-permission': 'mail:read',
      querystring: mailOutboxQuerySchema,
      response: {
        200: mailOutboxResponseSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      // A code mailed by the previous request is readable at once, delivered (the browser tests rely on it).
      await app.mailer.settled();
      return { data: await readOutbox(app, request.query) };
    },
  });

  app.get('/mail', {
    preHandler: requireAdmin,
    schema: {
      tags: ['mail'],
      summary: 'A page of the outbox, newest first, by status and recipient or subject',
      operationId: 'listAdminMails',
      description:
        'The back office’s mail screen: every mail the server wrote, newest first, with its status (pending, sent, failed), attempts, next attempt and last error; filtered by status and searched by recipient or subject.',
      security,
      'x-permission': 'mail:read',
      querystring: mailListQuerySchema,
      response: { 200: mailListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listOutbox(app, request.query),
  });

  app.get('/mail/:id', {
    preHandler: requireAdmin,
    schema: {
      tags: ['mail'],
      summary: 'One mail of the outbox, with its HTML and text',
      operationId: 'getAdminMail',
      description: 'One mail as it was written (subject, HTML and text parts) with its delivery state.',
      security,
      'x-permission': 'mail:read',
      params: idParams,
      response: { 200: mailResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await getOutboxMail(app, request.params.id) }),
  });

  app.post('/mail/:id/resend', {
    preHandler: requireAdmin,
    schema: {
      tags: ['mail'],
      summary: 'Put a mail back in the queue for a fresh series of attempts',
      operationId: 'resendAdminMail',
      description:
        'Queues the mail again as it was written, with its attempts reset, and delivers it after the answer (retrying with back-off while the SMTP server refuses). Recorded in the audit log.',
      security,
      'x-permission': 'mail:write',
      params: idParams,
      response: { 200: mailResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'resend', resource: 'mail', id: request.params.id, snapshot: auditSnapshot },
        (ctx) => resendOutboxMail(ctx, request.params.id),
      ),
    }),
  });
};

/** What the audit log keeps of a resent mail: where it went and how its delivery stood, not its body. */
async function auditSnapshot(ctx: Parameters<typeof getOutboxMail>[0], id: string) {
  const { to, subject, status, attempts, lastError, sentAt } = await getOutboxMail(ctx, id);
  return { to, subject, status, attempts, lastError, sentAt };
}
