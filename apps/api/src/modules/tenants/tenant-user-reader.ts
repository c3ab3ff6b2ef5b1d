/**
 * What other modules may read or do of tenant users (DESIGN §API: a small public surface): who a
 * tenant customer is, for the back office's lists of orders and transactions; the customers module
 * lists and blocks them through this surface, never through the repository.
 */
import type { ServiceContext } from '../../service-context.ts';
import type { CustomerContact } from '../companies/company-reader.ts';
import { findTenantUserContacts, findTenantUserIdsMatching, type TenantUserContactRow } from './tenant-repository.ts';

export { tenantUserCustomerRows, tenantUserIdsOfTenant } from './tenant-repository.ts';
export { blockTenantUser, readTenantUserWithTenant } from './tenant-user-service.ts';

export async function readTenantUserContacts(
  ctx: Pick<ServiceContext, 'db'>,
  ids: string[],
): Promise<CustomerContact[]> {
  const rows = await findTenantUserContacts(ctx.db, ids);
  return rows.map((row) => ({ id: row.id, name: contactName(row), email: row.email, language: row.language }));
}

/** A tenant user's shown name: first and last name, else the username (SPEC §3). */
export function contactName(row: Pick<TenantUserContactRow, 'firstName' | 'lastName' | 'username'>): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
}

/** The ids of the tenant users a back-office search names (name, username or e-mail), at most `limit`. */
export function findTenantUsersMatching(ctx: ServiceContext, search: string, limit: number): Promise<string[]> {
  return findTenantUserIdsMatching(ctx.db, search, limit);
}
