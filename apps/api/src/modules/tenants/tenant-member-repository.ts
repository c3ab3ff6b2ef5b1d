import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/columns.ts';
import { tenantsTable, tenantUsersTable } from './tenant-table.ts';

/** Tenants' names by id, for lists that name the tenant of each row. */
export function findTenantNames(db: Database, ids: string[]) {
  return db
    .select({ id: tenantsTable.id, tenantName: tenantsTable.tenantName })
    .from(tenantsTable)
    .where(inArray(tenantsTable.id, ids));
}

/** The ids of the tenants whose name or e-mail contains the text, at most `limit`. */
export async function findTenantIdsByText(db: Database, search: string, limit: number): Promise<string[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ id: tenantsTable.id })
    .from(tenantsTable)
    .where(sql`(${tenantsTable.tenantName} ilike ${pattern} or ${tenantsTable.email} ilike ${pattern})`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** These users of the tenant; others, and users of other tenants, are left out. */
export function findTenantMembers(db: Database, tenantId: string, ids: string[]) {
  return db
    .select({
      id: tenantUsersTable.id,
      tenantId: tenantUsersTable.tenantId,
      firstName: tenantUsersTable.firstName,
      lastName: tenantUsersTable.lastName,
      username: tenantUsersTable.username,
      email: tenantUsersTable.email,
    })
    .from(tenantUsersTable)
    .where(and(eq(tenantUsersTable.tenantId, tenantId), inArray(tenantUsersTable.id, ids)));
}
