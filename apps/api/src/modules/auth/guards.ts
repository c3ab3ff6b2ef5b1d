import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '@iot/shared/server-messages';
import { roleAllows, type StaffPermission } from '@iot/shared/staff-roles';
import type { Owner } from '../../db/owner-columns.ts';
import { forbidden, unauthorized } from '../../http/app-error.ts';
import { verifyAccessToken, type AccessClaims, type CustomerKind, type Realm } from './access-token.ts';
import { isSessionActive } from './session-service.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifySchema {
    /**
     * What an administrator's role must allow to call a `/marketplace` operation (DESIGN §Operations);
     * @fastify/swagger copies `x-` keys into the operation, so the OpenAPI document states it too.
     */
    'x-permission'?: StaffPermission;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

async function authenticate(request: FastifyRequest, realm: Realm): Promise<AccessClaims> {
  // Already done by the onRequest hook below; a route's own guard then costs nothing.
  if (request.auth?.realm === realm) return request.auth;
  const claims = await verifyAccessToken(request.server.tokenSecret, bearerToken(request), realm);
  // Tokens from sign-in name their session: a logout or password change ends them at once.
  if (claims.sessionId && !(await isSessionActive(request.server, claims.sessionId))) {
    throw unauthorized('Invalid access token');
  }
  request.auth = claims;
  return claims;
}

type RouteSecurity = { security?: readonly Record<string, unknown>[]; 'x-permission'?: StaffPermission } | undefined;

/**
 * DESIGN §Operations: staff roles are enforced on every `/marketplace` operation. An operation that
 * declares no permission is for super admins only, so a route added without one fails closed (and
 * the role test over the OpenAPI document names it).
 */
function requirePermission(claims: AccessClaims, permission: StaffPermission | undefined) {
  const allowed = permission ? roleAllows(claims.role, permission) : claims.role === 'super-admin';
  if (!allowed) throw forbidden(serverMessages.staffRoleForbids);
}

/**
 * preHandler (or onRequest) for back-office routes: a valid admin-realm access token of an
 * administrator whose role allows the route's `x-permission`.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const claims = await authenticate(request, 'admin');
  if (!claims.isAdmin) throw forbidden();
  requirePermission(claims, (request.routeOptions.schema as RouteSecurity)?.['x-permission']);
}

/** preHandler (or onRequest) for customer routes that need a signed-in marketplace user. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  await authenticate(request, 'customer');
}

/** The signed-in marketplace user of a route guarded by requireCustomer, of the kind the route serves. */
export function customerOf(request: FastifyRequest, kind: CustomerKind): AccessClaims {
  const claims = request.auth;
  if (!claims || claims.realm !== 'customer') throw unauthorized();
  if (claims.kind !== kind)
    throw forbidden(kind === 'root' ? 'Only company accounts can do this' : 'Only tenant users can do this');
  return claims;
}

/** The signed-in administrator of a route guarded by requireAdmin. */
export function adminOf(request: FastifyRequest): AccessClaims {
  const claims = request.auth;
  if (!claims || claims.realm !== 'admin') throw unauthorized();
  return claims;
}

/**
 * DESIGN §API: a route that declares a bearer scheme in its OpenAPI security is authenticated at
 * onRequest, before its body is parsed or validated, so an anonymous caller learns nothing about
 * the body (401, never a list of fields). The declaration drives it, so the document and the
 * guard cannot disagree.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const schemes = ((request.routeOptions.schema as RouteSecurity)?.security ?? []).flatMap((requirement) =>
      Object.keys(requirement),
    );
    if (schemes.includes('adminBearer')) await requireAdmin(request);
    else if (schemes.includes('customerBearer')) await requireCustomer(request);
  });
}

/** The signed-in marketplace user as the owner of their records (addresses, payment methods, orders). */
export function ownerOf(request: FastifyRequest): Owner {
  const claims = request.auth;
  if (!claims || claims.realm !== 'customer' || !claims.kind) throw unauthorized();
  return { kind: claims.kind === 'root' ? 'company' : 'tenant-user', id: claims.sub };
}
