import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
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

export async function updateAdminPassword(db: Database, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(adminsTable).set({ passwordHash, updatedAt: now }).where(eq(adminsTable.id, id));
}

export async function anyAdminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: adminsTable.id }).from(adminsTable).limit(1);
  return row !== undefined;
}

/** Every administrator's e-mail and mail language, for the mails the back office is sent. */
export async function findAdminMailRecipients(db: Database) {
  return db.select({ email: adminsTable.email, language: adminsTable.language }).from(adminsTable);
}

export async function findAdminsByIds(db: Database, ids: string[]): Promise<AdminRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(adminsTable).where(inArray(adminsTable.id, ids));
}
