import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/columns.ts';
import type { ProfileChanges } from '../auth/account-service.ts';
import { tenantsTable, tenantUsersTable, type TenantRow, type TenantUserRow } from './tenant-table.ts';

export type NewTenant = Omit<typeof tenantsTable.$inferInsert, 'createdAt' | 'updatedAt'>;
export type TenantChanges = Partial<Omit<NewTenant, 'id'>>;
export type NewTenantUser = Omit<typeof tenantUsersTable.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertTenant(db: Database, tenant: NewTenant): Promise<TenantRow | undefined> {
  const [row] = await db.insert(tenantsTable).values(tenant).onConflictDoNothing().returning();
  return row;
}

export async function findTenantById(db: Database, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenantsTable).where(eq(tenantsTable.id, id));
  return row;
}

/** Tenants whose name or e-mail contains the text. */
function tenantMatches(search: string) {
  const pattern = containsPattern(search);
  return sql`(${tenantsTable.tenantName} ilike ${pattern} or ${tenantsTable.email} ilike ${pattern})`;
}

export async function listTenants(db: Database, query: { page: number; limit: number; search?: string | undefined }) {
  const where = query.search ? tenantMatches(query.search) : undefined;
  const rows = await db
    .select()
    .from(tenantsTable)
    .where(where)
    .orderBy(desc(tenantsTable.createdAt), desc(tenantsTable.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(tenantsTable).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function updateTenant(
  db: Database,
  id: string,
  changes: TenantChanges,
  now: Date,
): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenantsTable)
    .set({ ...changes, updatedAt: now })
    .where(eq(tenantsTable.id, id))
    .returning();
  return row;
}

/** undefined when the e-mail or the username is taken in that tenant. */
export async function insertTenantUser(db: Database, user: NewTenantUser): Promise<TenantUserRow | undefined> {
  const [row] = await db.insert(tenantUsersTable).values(user).onConflictDoNothing().returning();
  return row;
}

export async function tenantUserTaken(
  db: Database,
  tenantId: string,
  field: 'email' | 'username',
  value: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tenantUsersTable.id })
    .from(tenantUsersTable)
    .where(
      and(eq(tenantUsersTable.tenantId, tenantId), sql`lower(${tenantUsersTable[field]}) = ${value.toLowerCase()}`),
    )
    .limit(1);
  return row !== undefined;
}

export async function listTenantUsers(db: Database, tenantId: string, page: { page: number; limit: number }) {
  const rows = await db
    .select()
    .from(tenantUsersTable)
    .where(eq(tenantUsersTable.tenantId, tenantId))
    .orderBy(desc(tenantUsersTable.createdAt), desc(tenantUsersTable.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ value: count() })
    .from(tenantUsersTable)
    .where(eq(tenantUsersTable.tenantId, tenantId));
  return { rows, total: total?.value ?? 0 };
}

export async function findTenantUserById(db: Database, id: string): Promise<TenantUserRow | undefined> {
  const [row] = await db.select().from(tenantUsersTable).where(eq(tenantUsersTable.id, id));
  return row;
}

export async function findTenantUserByEmail(
  db: Database,
  tenantId: string,
  email: string,
): Promise<TenantUserRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantUsersTable)
    .where(
      and(eq(tenantUsersTable.tenantId, tenantId), sql`lower(${tenantUsersTable.email}) = ${email.toLowerCase()}`),
    );
  return row;
}

/** Tenant sign-in: e-mail or username within the tenant. */
export async function findTenantUserBySignInName(
  db: Database,
  tenantId: string,
  name: string,
): Promise<TenantUserRow | undefined> {
  const lowered = name.toLowerCase();
  const [row] = await db
    .select()
    .from(tenantUsersTable)
    .where(
      and(
        eq(tenantUsersTable.tenantId, tenantId),
        sql`(lower(${tenantUsersTable.email}) = ${lowered} or lower(${tenantUsersTable.username}) = ${lowered})`,
      ),
    )
    .orderBy(sql`lower(${tenantUsersTable.email}) = ${lowered} desc`)
    .limit(1);
  return row;
}

export async function updateTenantUserProfile(
  db: Database,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<TenantUserRow | undefined> {
  const [row] = await db
    .update(tenantUsersTable)
    .set({ ...changes, updatedAt: now })
    .where(eq(tenantUsersTable.id, id))
    .returning();
  return row;
}

export async function updateTenantUserPassword(
  db: Database,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(tenantUsersTable).set({ passwordHash, updatedAt: now }).where(eq(tenantUsersTable.id, id));
}

export type TenantUserContactRow = Pick<
  TenantUserRow,
  'id' | 'firstName' | 'lastName' | 'username' | 'email' | 'language'
>;
const contactColumns = {
  id: tenantUsersTable.id,
  firstName: tenantUsersTable.firstName,
  lastName: tenantUsersTable.lastName,
  username: tenantUsersTable.username,
  email: tenantUsersTable.email,
  language: tenantUsersTable.language,
};

/**
 * Names and e-mails of these tenant users, in one query (the back office's order and transaction
 * lists); with `tenantId`, only those of that tenant (the seats of its licenses).
 */
export async function findTenantUserContacts(
  db: Database,
  ids: string[],
  tenantId?: string,
): Promise<TenantUserContactRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(contactColumns)
    .from(tenantUsersTable)
    .where(and(inArray(tenantUsersTable.id, ids), tenantId ? eq(tenantUsersTable.tenantId, tenantId) : undefined));
}

/** Enough for a company's tenants' users in one list; a company with more would need a search. */
const companyTenantUsersMax = 1000;

export type CompanyTenantUserRow = TenantUserContactRow & { tenantId: string; tenantName: string };

/**
 * Users of the company's tenants (with `ids`, only those of them), by tenant name then username: the
 * users a company may give seats of its licenses to.
 */
export function findCompanyTenantUsers(
  db: Database,
  companyId: string,
  ids?: string[],
): Promise<CompanyTenantUserRow[]> {
  if (ids?.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...contactColumns,
      tenantId: tenantsTable.id,
      tenantName: tenantsTable.tenantName,
    })
    .from(tenantUsersTable)
    .innerJoin(tenantsTable, eq(tenantsTable.id, tenantUsersTable.tenantId))
    .where(and(eq(tenantsTable.companyId, companyId), ids ? inArray(tenantUsersTable.id, ids) : undefined))
    .orderBy(asc(tenantsTable.tenantName), asc(tenantUsersTable.username))
    .limit(companyTenantUsersMax);
}

/** Tenants' names by id, for lists that name the tenant of each row. */
export function findTenantNames(db: Database, ids: string[]) {
  return db
    .select({ id: tenantsTable.id, tenantName: tenantsTable.tenantName })
    .from(tenantsTable)
    .where(inArray(tenantsTable.id, ids));
}

/** The ids of the tenants whose name or e-mail contains the text, at most `limit`. */
export async function findTenantIdsMatching(db: Database, search: string, limit: number): Promise<string[]> {
  const rows = await db.select({ id: tenantsTable.id }).from(tenantsTable).where(tenantMatches(search)).limit(limit);
  return rows.map((row) => row.id);
}

/** Tenant users whose name, username or e-mail contains the text, at most `limit` of them. */
export async function findTenantUserIdsMatching(db: Database, search: string, limit: number): Promise<string[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ id: tenantUsersTable.id })
    .from(tenantUsersTable)
    .where(
      sql`(concat_ws(' ', ${tenantUsersTable.firstName}, ${tenantUsersTable.lastName}) ilike ${pattern} or ${tenantUsersTable.username} ilike ${pattern} or ${tenantUsersTable.email} ilike ${pattern})`,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The ids of one tenant's users, as a subquery (the back office's order list filtered to a tenant). */
export function tenantUserIdsOfTenant(db: Database, tenantId: string) {
  return db.select({ id: tenantUsersTable.id }).from(tenantUsersTable).where(eq(tenantUsersTable.tenantId, tenantId));
}

/** Tenant users as rows of the back office's customer list (unioned with companies by the customers module). */
export function tenantUserCustomerRows(db: Database) {
  return db
    .select({
      id: tenantUsersTable.id,
      kind: sql<'root' | 'tenant'>`'tenant'`.as('kind'),
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${tenantUsersTable.firstName}, ${tenantUsersTable.lastName})), ''), ${tenantUsersTable.username})`.as(
        'name',
      ),
      username: tenantUsersTable.username,
      email: tenantUsersTable.email,
      organization: sql<string>`${tenantsTable.tenantName}`.as('organization'),
      blockedAt: tenantUsersTable.blockedAt,
      createdAt: tenantUsersTable.createdAt,
    })
    .from(tenantUsersTable)
    .innerJoin(tenantsTable, eq(tenantsTable.id, tenantUsersTable.tenantId));
}

/** Blocks (a date) or activates (null) a tenant user; undefined when there is none. */
export async function setTenantUserBlockedAt(
  db: Database,
  id: string,
  blockedAt: Date | null,
  now: Date,
): Promise<TenantUserRow | undefined> {
  const [row] = await db
    .update(tenantUsersTable)
    .set({ blockedAt, updatedAt: now })
    .where(eq(tenantUsersTable.id, id))
    .returning();
  return row;
}
