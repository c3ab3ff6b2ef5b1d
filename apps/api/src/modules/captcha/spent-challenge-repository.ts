import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { usedCaptchaChallengesTable } from './captcha-table.ts';

export async function deleteUsedChallengesExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  return (
    await db
      .delete(usedCaptchaChallengesTable)
      .where(lt(usedCaptchaChallengesTable.expiresAt, cutoff))
      .returning({ id: usedCaptchaChallengesTable.id })
  ).length;
}
