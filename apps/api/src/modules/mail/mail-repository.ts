import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { MailStatus } from '@iot/shared/mail';
import { containsPattern } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { mailDigestsTable, mailOutboxTable, type OutboxRow } from './mail-table.ts';

export type NewOutboxMail = Omit<typeof mailOutboxTable.$inferInsert, 'id'>;

export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutboxTable).values(mail).returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

export async function findOutboxMail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutboxTable).where(eq(mailOutboxTable.id, id));
  return row;
}

/**
 * Takes up to `limit` pending mails due at `now` for one delivery pass: each is counted as an
 * attempt and moved on to `holdUntil` in the same statement, so another instance neither takes it
 * (rows it holds are skipped) nor finds it due again while this one sends it.
 */
export async function claimDueOutboxMails(
  db: Database,
  now: Date,
  holdUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = and(eq(mailOutboxTable.status, 'pending'), lte(mailOutboxTable.nextAttemptAt, now));
  const ids = db
    .select({ id: mailOutboxTable.id })
    .from(mailOutboxTable)
    .where(due)
    .orderBy(asc(mailOutboxTable.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutboxTable)
    .set({ nextAttemptAt: holdUntil, attempts: sql`${mailOutboxTable.attempts} + 1` })
    .where(and(inArray(mailOutboxTable.id, ids), due))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markOutboxMailSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db
    .update(mailOutboxTable)
    .set({ status: 'sent', sentAt, nextAttemptAt: null, lastError: null })
    .where(eq(mailOutboxTable.id, id));
}

/** A refused attempt: tried again at `nextAttemptAt`, or given up (`failed`) when that is null. */
export async function markOutboxMailRefused(
  db: Database,
  id: string,
  lastError: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutboxTable)
    .set({ status: nextAttemptAt ? 'pending' : 'failed', nextAttemptAt, lastError })
    .where(eq(mailOutboxTable.id, id));
}

/** A mail put back in the queue by an administrator: a fresh series of attempts from `now`. */
export async function requeueOutboxMail(db: Database, id: string, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutboxTable)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, sentAt: null })
    .where(eq(mailOutboxTable.id, id))
    .returning();
  return row;
}

export async function listOutboxMails(
  db: Database,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutboxTable)
    .where(filter.to ? eq(mailOutboxTable.to, filter.to) : undefined)
    .orderBy(desc(mailOutboxTable.createdAt), desc(mailOutboxTable.id))
    .limit(filter.limit);
}

export async function pageOutboxMails(
  db: Database,
  filter: { status?: MailStatus | undefined; search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    filter.status ? eq(mailOutboxTable.status, filter.status) : undefined,
    pattern ? or(ilike(mailOutboxTable.to, pattern), ilike(mailOutboxTable.subject, pattern)) : undefined,
  );
  const rows = await db
    .select()
    .from(mailOutboxTable)
    .where(where)
    .orderBy(desc(mailOutboxTable.createdAt), desc(mailOutboxTable.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(mailOutboxTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Claims a digest for its day; true only for the one caller whose insert made the row. */
export async function claimDigestDay(db: Database, kind: string, day: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(mailDigestsTable)
    .values({ kind, day, claimedAt: now })
    .onConflictDoNothing()
    .returning({ kind: mailDigestsTable.kind });
  return inserted.length === 1;
}
