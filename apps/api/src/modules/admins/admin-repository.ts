import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffListQuery, StaffRole } from '@iot/shared/staff-roles';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/columns.ts';
import { adminsTable, type AdminRow } from './admin-table.ts';

export type NewAdmin = Omit<typeof adminsTable.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findAdminByEmail(db: Database, email: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(adminsTable)
    .where(sql`lower(${adminsTable.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAdminById(db: Database, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminsTable).where(eq(adminsTable.id, id));
  return row;
}

/** undefined when the e-mail is taken (case-insensitively). */
export async function insertAdmin(db: Database, admin: NewAdmin): Promise<AdminRow | undefined> {
  const [row] = await db.insert(adminsTable).values(admin).onConflictDoNothing().returning();
  return row;
}

/** A password set for the first time (an accepted invitation) also marks the administrator as joined. */
export async function updateAdminPassword(db: Database, id: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(adminsTable)
    .set({ passwordHash, updatedAt: now, joinedAt: sql`coalesce(${adminsTable.joinedAt}, ${now})` })
    .where(eq(adminsTable.id, id));
}

export async function anyAdminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: adminsTable.id }).from(adminsTable).limit(1);
  return row !== undefined;
}

/** Every administrator's e-mail and mail language, for the mails the back office is sent. */
/** The administrators the shop's mail tells of new orders and requests: those still active, invited or not. */
export async function findAdminMailRecipients(db: Database) {
  return db
    .select({ email: adminsTable.email, language: adminsTable.language })
    .from(adminsTable)
    .where(isNull(adminsTable.deactivatedAt));
}

export async function findAdminsByIds(db: Database, ids: string[]): Promise<AdminRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(adminsTable).where(inArray(adminsTable.id, ids));
}

function statusCondition(status: StaffListQuery['status']): SQL | undefined {
  if (status === 'deactivated') return isNotNull(adminsTable.deactivatedAt);
  if (status === 'invited') return and(isNull(adminsTable.deactivatedAt), isNull(adminsTable.joinedAt));
  if (status === 'active') return and(isNull(adminsTable.deactivatedAt), isNotNull(adminsTable.joinedAt));
  return undefined;
}

/** A page of administrators, newest first; `search` matches the names or the e-mail. */
export async function listAdminRows(db: Database, query: StaffListQuery): Promise<{ rows: AdminRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern
      ? or(
          ilike(adminsTable.email, pattern),
          ilike(adminsTable.firstName, pattern),
          ilike(adminsTable.lastName, pattern),
        )
      : undefined,
    query.role ? eq(adminsTable.role, query.role) : undefined,
    statusCondition(query.status),
  );
  const rows = await db
    .select()
    .from(adminsTable)
    .where(where)
    .orderBy(desc(adminsTable.createdAt), asc(adminsTable.email))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(adminsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Locks every active super admin (joined, not deactivated) and answers their ids: two super admins
 * demoting each other at once are serialised here, so one of them always stays.
 */
export async function lockActiveSuperAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: adminsTable.id })
    .from(adminsTable)
    .where(and(eq(adminsTable.role, 'super-admin'), isNull(adminsTable.deactivatedAt), isNotNull(adminsTable.joinedAt)))
    .orderBy(asc(adminsTable.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateAdminAccess(
  db: Database,
  id: string,
  change: { role?: StaffRole; deactivatedAt?: Date | null },
  now: Date,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(adminsTable)
    .set({ ...change, updatedAt: now })
    .where(eq(adminsTable.id, id))
    .returning();
  return row;
}
