import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { mailOutboxQuerySchema, mailOutboxResponseSchema } from '@iot/shared/mail';
import { requireAdmin } from '../auth/guards.ts';
import { readOutbox } from './outbox-service.ts';

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
      security: [{ adminBearer: [] }],
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
      // A code mailed by the previous request is readable at once (the browser tests rely on it).
      await app.mailer.stored();
      return { data: await readOutbox(app, request.query) };
    },
  });
};
