import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { serializeRequest } from './log-redaction.ts';

/** An id a proxy or client may hand us: short, printable, no spaces or quotes (it goes into logs and headers). */
const saneRequestId = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's `x-request-id` when it is sane, so one id follows a request
 * through the proxy and this server's log; otherwise a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/** The id goes back in every response, so a client can quote it when it reports an error. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}

/**
 * pino options (DESIGN §Operations): JSON lines; each request's lines carry Fastify's `reqId`;
 * credentials in headers and sensitive query values never reach the log.
 */
export function loggerOptions(options: { level: string; stream?: { write: (line: string) => void } | undefined }) {
  return {
    ...options,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.recaptcha'],
    serializers: { req: serializeRequest },
  };
}
