import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { usedCaptchaChallengesTable } from './captcha-table.ts';

/** Records a challenge as spent; false when it already was (a replay). Expired records are swept on the way. */
export async function markChallengeUsed(db: Database, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(usedCaptchaChallengesTable).where(lt(usedCaptchaChallengesTable.expiresAt, now));
  const inserted = await db
    .insert(usedCaptchaChallengesTable)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: usedCaptchaChallengesTable.id });
  return inserted.length === 1;
}
