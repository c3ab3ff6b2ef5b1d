import type { Database } from '../../db/database.ts';
import { deleteRateWindowsBefore, deleteSessionsExpiredBefore, deleteStaleCodeSeries, deleteUsedChallengesExpiredBefore } from './prune-repository.ts';

const day = 24 * 60 * 60 * 1000;
/** How often a running server tidies up; every instance may do it, the deletes are idempotent. */
export const pruneIntervalMs = 60 * 60 * 1000;

/**
 * Deletes bookkeeping nobody can use any more: sessions past their absolute expiry (kept until
 * then so a stolen token is still recognised), code series with nothing live or blocked, rate
 * windows older than a day (every rule's window is shorter) and spent captcha challenges that
 * have expired anyway.
 */
export async function pruneExpired(db: Database, now: Date) {
  const aDayAgo = new Date(now.getTime() - day);
  return {
    sessions: await deleteSessionsExpiredBefore(db, now),
    codes: await deleteStaleCodeSeries(db, aDayAgo, now),
    rateWindows: await deleteRateWindowsBefore(db, aDayAgo),
    captchaChallenges: await deleteUsedChallengesExpiredBefore(db, now),
  };
}
