import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for `options`, worked out once: helmet sets them on a response, so it is run
 * here on one that only notes what is set and removed.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * SPEC §7 security headers on every answer, errors included, set at onRequest. @fastify/helmet ran
 * helmet again for every request, parsing the content security policy each time, and set the
 * headers on the raw response, which sends every other header of the answer through Node's slower
 * merging path: together about 40 % of the CPU of a cached catalog read (issue 12). No route
 * writes to the raw response itself, so Fastify's reply carries them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = Object.fromEntries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
