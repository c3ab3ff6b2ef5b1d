import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rateLimitsTable } from './rate-limit-table.ts';

export async function deleteRateWindowsBefore(db: Database, cutoff: Date): Promise<number> {
  return (
    await db
      .delete(rateLimitsTable)
      .where(lt(rateLimitsTable.windowStart, cutoff))
      .returning({ key: rateLimitsTable.key })
  ).length;
}
