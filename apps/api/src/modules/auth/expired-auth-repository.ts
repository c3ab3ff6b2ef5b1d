import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeCodesTable } from './one-time-code-table.ts';
import { sessionsTable } from './session-table.ts';

export async function deleteSessionsExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  return (
    await db
      .delete(sessionsTable)
      .where(lt(sessionsTable.absoluteExpiresAt, cutoff))
      .returning({ id: sessionsTable.id })
  ).length;
}

/** Code series with no live code, no block and no recent send: their counters no longer matter. */
export async function deleteStaleCodeSeries(db: Database, staleBefore: Date, now: Date): Promise<number> {
  return (
    await db
      .delete(oneTimeCodesTable)
      .where(
        and(
          or(isNull(oneTimeCodesTable.expiresAt), lt(oneTimeCodesTable.expiresAt, staleBefore)),
          or(isNull(oneTimeCodesTable.blockedUntil), lt(oneTimeCodesTable.blockedUntil, now)),
          or(isNull(oneTimeCodesTable.lastSentAt), lt(oneTimeCodesTable.lastSentAt, staleBefore)),
        ),
      )
      .returning({ id: oneTimeCodesTable.id })
  ).length;
}
