/**
 * What other modules may read of tenants (DESIGN §API: a small public surface): their names, and
 * their users as a license's seats name them (a tenant's, or those of a company's tenants).
 */
import type { ServiceContext } from '../../service-context.ts';
import {
  findCompanyTenantUsers,
  findTenantIdsMatching as findIdsMatching,
  findTenantNames,
  findTenantUserContacts,
} from './tenant-repository.ts';
import { contactName } from './tenant-user-reader.ts';

export async function readTenantNames(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await findTenantNames(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.tenantName]));
}

/** The ids of the tenants whose name or e-mail contains the text, at most `limit`. */
export function findTenantIdsMatching(ctx: Pick<ServiceContext, 'db'>, search: string, limit: number) {
  return findIdsMatching(ctx.db, search, limit);
}

export type TenantMember = { id: string; name: string; username: string; email: string };

/** These users of the tenant (others, and users of other tenants, are left out). */
export async function readTenantMembers(
  ctx: Pick<ServiceContext, 'db'>,
  tenantId: string,
  ids: string[],
): Promise<Map<string, TenantMember>> {
  const rows = await findTenantUserContacts(ctx.db, [...new Set(ids)], tenantId);
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: contactName(row), username: row.username, email: row.email }]),
  );
}

export type CompanyTenantMember = TenantMember & { tenant: { id: string; name: string } };

/** Users of the company's tenants; with `ids`, only those of them (others are left out). */
export async function readCompanyTenantMembers(
  ctx: Pick<ServiceContext, 'db'>,
  companyId: string,
  ids?: string[],
): Promise<Map<string, CompanyTenantMember>> {
  const rows = await findCompanyTenantUsers(ctx.db, companyId, ids && [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: contactName(row),
        username: row.username,
        email: row.email,
        tenant: { id: row.tenantId, name: row.tenantName },
      },
    ]),
  );
}
