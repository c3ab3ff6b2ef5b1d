import type { FastifyInstance } from 'fastify';

/**
 * Browser features no page of the marketplace uses are denied to it and to anything it embeds;
 * payment stays with the site itself for the coming card checkout (SPEC §7 security headers).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'ambient-light-sensor=()',
  'autoplay=()',
  'bluetooth=()',
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

/**
 * Every answer carries the Permissions-Policy. Answers that may hold tokens or a signed-in user's
 * data (any request with Authorization, and every non-GET such as sign-in, refresh and register)
 * are `no-store`, so no browser or proxy cache keeps them. Anonymous reads keep their own caching:
 * the public catalog is cached by a later change, files for a year.
 */
export function registerResponseHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    const anonymousRead = (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization;
    if (!anonymousRead) reply.header('Cache-Control', 'no-store');
  });
}
