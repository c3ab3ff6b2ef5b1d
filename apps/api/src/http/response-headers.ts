import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Browser features no page of the marketplace uses are denied to it and to anything it embeds;
 * payment stays with the site itself for the coming card checkout (SPEC §7 security headers).
 * Only features Chromium knows: it logs a console warning on every page for any other
 * ('ambient-light-sensor' and 'bluetooth' were two), and e2e/console-warnings.spec.ts fails on one.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const isAnonymousRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization;

/**
 * Every answer carries the Permissions-Policy. Answers that may hold tokens or a signed-in user's
 * data (any request with Authorization, and every non-GET such as sign-in, refresh and register)
 * are `no-store`, so no browser or proxy cache keeps them. Anonymous reads keep their own caching
 * (the storefront's reads below, files for a year).
 */
export async function registerResponseHeaders(app: FastifyInstance) {
  // Before compression (registered after this), so the tag names the answer, whatever its encoding.
  await app.register(etag);
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (!isAnonymousRead(request)) reply.header('Cache-Control', 'no-store');
  });
}

/**
 * The storefront's anonymous reads (catalog, settings, sliders…) under /marketplace-customer are
 * `no-cache`: a browser or CDN keeps them but asks each time with the answer's ETag, and an
 * unchanged answer is a 304 without a body. Language and time zone shape the answer, so caches key
 * on them.
 */
export function registerRevalidation(scope: FastifyInstance) {
  scope.addHook('onSend', async (request, reply) => {
    if (!isAnonymousRead(request) || reply.statusCode >= 400) return;
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Language, Timezone, Accept-Encoding');
  });
}
