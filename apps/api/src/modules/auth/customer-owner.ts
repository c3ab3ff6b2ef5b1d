import type { FastifyRequest } from 'fastify';
import type { Owner } from '../../db/owner-columns.ts';
import { unauthorized } from '../../http/app-error.ts';

/**
 * The owner of a signed-in customer's own records (addresses, payment methods, orders): a root
 * user's records belong to its company, a tenant user's to that user alone (SPEC §6, DESIGN §API).
 */
export function customerOwner(request: FastifyRequest): Owner {
  const claims = request.auth;
  if (claims?.realm !== 'customer' || !claims.kind) throw unauthorized();
  return { kind: claims.kind === 'root' ? 'company' : 'tenant-user', id: claims.sub };
}
