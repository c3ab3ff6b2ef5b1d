import type { FastifyRequest } from 'fastify';

/**
 * The origin the storefront's absolute addresses start with (canonical links, hreflang, sitemap):
 * PUBLIC_URL when set, else the request's own scheme and host (README "Configuration").
 */
export function storefrontOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The public cache's key part for answers that name the origin: without PUBLIC_URL each host gets
 * its own copy, so one host's addresses are never sent to another.
 */
export function originVariant(request: FastifyRequest): string {
  return request.server.config.publicUrl ? '' : storefrontOrigin(request);
}
