/**
 * What other modules may read of tenants (DESIGN §API: a small public surface): their names, and
 * their users as a license's seats name them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/columns.ts';
import type { ServiceContext } from '../../service-context.ts';
import { tenantsTable, tenantUsersTable } from './tenant-table.ts';

export type TenantName = { id: string; tenantName: string };

export async function readTenantNames(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: tenantsTable.id, tenantName: tenantsTable.tenantName })
    .from(tenantsTable)
    .where(inArray(tenantsTable.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.tenantName]));
}

/** The ids of the tenants whose name or e-mail contains the text, at most `limit`. */
export async function findTenantIdsMatching(
  ctx: Pick<ServiceContext, 'db'>,
  search: string,
  limit: number,
): Promise<string[]> {
  const pattern = containsPattern(search);
  const rows = await ctx.db
    .select({ id: tenantsTable.id })
    .from(tenantsTable)
    .where(sql`(${tenantsTable.tenantName} ilike ${pattern} or ${tenantsTable.email} ilike ${pattern})`)
    .limit(limit);
  return rows.map((row) => row.id);
}

export type TenantMember = { id: string; tenantId: string; name: string; username: string; email: string };

/** These users of the tenant (others, and users of other tenants, are left out). */
export async function readTenantMembers(
  ctx: Pick<ServiceContext, 'db'>,
  tenantId: string,
  ids: string[],
): Promise<Map<string, TenantMember>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: tenantUsersTable.id,
      tenantId: tenantUsersTable.tenantId,
      firstName: tenantUsersTable.firstName,
      lastName: tenantUsersTable.lastName,
      username: tenantUsersTable.username,
      email: tenantUsersTable.email,
    })
    .from(tenantUsersTable)
    .where(and(eq(tenantUsersTable.tenantId, tenantId), inArray(tenantUsersTable.id, [...new Set(ids)])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        tenantId: row.tenantId,
        name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
        username: row.username,
        email: row.email,
      },
    ]),
  );
}
