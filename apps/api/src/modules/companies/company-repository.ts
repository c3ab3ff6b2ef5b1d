import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/columns.ts';
import type { ProfileChanges } from '../auth/account-service.ts';
import { companiesTable, type CompanyRow } from './company-table.ts';

export type PendingCompany = Omit<typeof companiesTable.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'verifiedAt'>;

const emailIs = (email: string) => sql`lower(${companiesTable.email}) = ${email.toLowerCase()}`;
const usernameIs = (username: string) => sql`lower(${companiesTable.username}) = ${username.toLowerCase()}`;

export async function findCompanyByEmail(db: Database, email: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companiesTable).where(emailIs(email));
  return row;
}

export async function findCompanyById(db: Database, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companiesTable).where(eq(companiesTable.id, id));
  return row;
}

/** Sign-in by e-mail or username; a verified account wins over pending registrations sharing the username. */
export async function findCompanyBySignInName(db: Database, name: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companiesTable)
    .where(sql`(${emailIs(name)} or ${usernameIs(name)})`)
    .orderBy(sql`${companiesTable.verifiedAt} is null`, desc(emailIs(name)), asc(companiesTable.createdAt))
    .limit(1);
  return row;
}

export async function verifiedCompanyHasUsername(
  db: Database,
  username: string,
  exceptEmail?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(
      and(
        usernameIs(username),
        isNotNull(companiesTable.verifiedAt),
        exceptEmail ? sql`not ${emailIs(exceptEmail)}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function verifiedCompanyHasEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(and(emailIs(email), isNotNull(companiesTable.verifiedAt)))
    .limit(1);
  return row !== undefined;
}

export async function verifiedCompanyHasPhone(db: Database, isoCode: string, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(
      and(
        eq(companiesTable.phoneIsoCode, isoCode),
        sql`regexp_replace(${companiesTable.phoneNumber}, '\\D', '', 'g') = ${phoneNumber.replace(/\D/g, '')}`,
        isNotNull(companiesTable.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A registration: the pending row of the same e-mail replaced, or a new unverified row. Never touches a verified row. */
export async function savePendingCompany(db: Database, company: PendingCompany, now: Date): Promise<void> {
  const replaced = await db
    .update(companiesTable)
    .set({ ...company, createdAt: now, updatedAt: now })
    .where(and(emailIs(company.email), isNull(companiesTable.verifiedAt)))
    .returning({ id: companiesTable.id });
  if (replaced.length === 0) await db.insert(companiesTable).values(company).onConflictDoNothing();
}

export async function markCompanyVerified(db: Database, id: string, now: Date): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companiesTable)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(companiesTable.id, id), isNull(companiesTable.verifiedAt)))
    .returning();
  return row;
}

export async function updateCompanyProfile(
  db: Database,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companiesTable)
    .set({ ...changes, updatedAt: now })
    .where(eq(companiesTable.id, id))
    .returning();
  return row;
}

export async function updateCompanyPassword(db: Database, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(companiesTable).set({ passwordHash, updatedAt: now }).where(eq(companiesTable.id, id));
}

/** Only for the demo seed: a company that starts verified, created and verified at `now`. */
export async function insertVerifiedCompany(db: Database, company: PendingCompany, now: Date): Promise<void> {
  await db
    .insert(companiesTable)
    .values({ ...company, verifiedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

export type CompanyContactRow = Pick<CompanyRow, 'id' | 'companyName' | 'email' | 'language'>;

/**
 * Name and e-mail of these companies, in one query (the back office's order and transaction lists);
 * `verifiedOnly` leaves out registrations not confirmed yet (not customers: the customer list hides them).
 */
export async function findCompanyContacts(
  db: Database,
  ids: string[],
  verifiedOnly = false,
): Promise<CompanyContactRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: companiesTable.id,
      companyName: companiesTable.companyName,
      email: companiesTable.email,
      language: companiesTable.language,
    })
    .from(companiesTable)
    .where(and(inArray(companiesTable.id, ids), verifiedOnly ? isNotNull(companiesTable.verifiedAt) : undefined));
}

/** Companies whose name, username or e-mail contains the text, at most `limit` of them. */
export async function findCompanyIdsMatching(db: Database, search: string, limit: number): Promise<string[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(
      sql`(${companiesTable.companyName} ilike ${pattern} or ${companiesTable.username} ilike ${pattern} or ${companiesTable.email} ilike ${pattern})`,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Verified companies as rows of the back office's customer list (unioned with tenant users by the customers module). */
export function companyCustomerRows(db: Database) {
  return db
    .select({
      id: companiesTable.id,
      kind: sql<'root' | 'tenant'>`'root'`.as('kind'),
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${companiesTable.firstName}, ${companiesTable.lastName})), ''), ${companiesTable.username})`.as(
        'name',
      ),
      username: companiesTable.username,
      email: companiesTable.email,
      organization: sql<string>`${companiesTable.companyName}`.as('organization'),
      blockedAt: companiesTable.blockedAt,
      createdAt: companiesTable.createdAt,
    })
    .from(companiesTable)
    .where(isNotNull(companiesTable.verifiedAt));
}

/** Blocks (a date) or activates (null) a verified company; undefined when there is none. */
export async function setCompanyBlockedAt(
  db: Database,
  id: string,
  blockedAt: Date | null,
  now: Date,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companiesTable)
    .set({ blockedAt, updatedAt: now })
    .where(and(eq(companiesTable.id, id), isNotNull(companiesTable.verifiedAt)))
    .returning();
  return row;
}

/**
 * A company created by the back office: verified at once (the administrator vouches for it; the
 * set-password mail proves the address). A pending registration of the same e-mail is taken over;
 * undefined when a verified company already has the e-mail.
 */
export async function saveAdministeredCompany(
  db: Database,
  company: PendingCompany,
  now: Date,
): Promise<CompanyRow | undefined> {
  const [replaced] = await db
    .update(companiesTable)
    .set({ ...company, verifiedAt: now, createdAt: now, updatedAt: now })
    .where(and(emailIs(company.email), isNull(companiesTable.verifiedAt)))
    .returning();
  if (replaced) return replaced;
  const [row] = await db
    .insert(companiesTable)
    .values({ ...company, verifiedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}
