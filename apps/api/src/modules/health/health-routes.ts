import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
});
type Readiness = z.infer<typeof readySchema>;

/**
 * DESIGN §Operations: /health/live says the process answers (a failure means restart it);
 * /health/ready says this instance can serve (the database answers and every committed migration
 * is applied), so a load balancer sends it traffic. /health stays for what already polls it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', {
    logLevel: 'warn',
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process answers',
      operationId: 'getLiveness',
      description:
        'Answers 200 while the process runs, without touching the database, so a container supervisor restarts only a process that hangs; needs no token.',
      response: { 200: liveSchema },
    },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/health/ready', {
    logLevel: 'warn',
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database answers and its migrations are applied',
      operationId: 'getReadiness',
      description:
        'Answers 200 when the database answers and every migration the code ships is applied, and 503 naming what is missing otherwise, so a load balancer sends this instance traffic only when it can serve; needs no token.',
      response: { 200: readySchema, 503: readySchema },
    },
    handler: async (request, reply) => {
      let readiness: Readiness;
      try {
        const pending = await app.database.pendingMigrations();
        readiness = pending
          ? { status: 'unavailable', database: 'ok', migrations: 'pending' }
          : { status: 'ok', database: 'ok', migrations: 'ok' };
        if (pending) request.log.warn({ pending }, 'readiness: migrations not applied');
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        readiness = { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
      }
      return reply.status(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  });

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
