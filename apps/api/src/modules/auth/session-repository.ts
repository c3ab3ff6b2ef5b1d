import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessionsTable, type SessionRow } from './session-table.ts';
import type { SubjectKind } from './subject.ts';

export type NewSession = Omit<typeof sessionsTable.$inferInsert, 'id' | 'revokedAt' | 'replacedBy'>;

export async function insertSession(db: Database, session: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessionsTable).values(session).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** Locks the row so two refreshes of one token run one after the other (the second sees it rotated). */
export async function findSessionByHashForUpdate(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessionsTable).where(eq(sessionsTable.tokenHash, tokenHash)).for('update');
  return row;
}

export async function markSessionReplaced(db: Database, id: string, replacedBy: string): Promise<void> {
  await db.update(sessionsTable).set({ replacedBy }).where(eq(sessionsTable.id, id));
}

export async function revokeSessionFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(sessionsTable)
    .set({ revokedAt: now })
    .where(and(eq(sessionsTable.familyId, familyId), isNull(sessionsTable.revokedAt)));
}

export async function revokeSubjectSessions(
  db: Database,
  subjectKind: SubjectKind,
  subjectId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessionsTable)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessionsTable.subjectKind, subjectKind),
        eq(sessionsTable.subjectId, subjectId),
        isNull(sessionsTable.revokedAt),
      ),
    );
}

export async function hasLiveSession(db: Database, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessionsTable.id })
    .from(sessionsTable)
    .where(
      and(
        eq(sessionsTable.familyId, familyId),
        isNull(sessionsTable.revokedAt),
        gt(sessionsTable.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
