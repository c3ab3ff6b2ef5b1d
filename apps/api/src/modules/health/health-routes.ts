import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    logLevel: 'warn',
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      operationId: 'getHealth',
      description:
        'Answers 200 with `database: ok` while the database answers a ping, and 503 with `database: unreachable` when it does not; needs no token and is logged only at warn level.',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  });
};
