import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rateLimitsTable } from './rate-limit-table.ts';

export type WindowCount = { count: number; windowStart: Date };

/** Adds one to the key's current window (a new window once the old one is over), in one statement. */
export async function incrementWindow(
  db: Database,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<WindowCount> {
  const windowOver = sql`${rateLimitsTable.windowStart} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  const [row] = await db
    .insert(rateLimitsTable)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitsTable.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimitsTable.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now} else ${rateLimitsTable.windowStart} end`,
      },
    })
    .returning({ count: rateLimitsTable.count, windowStart: rateLimitsTable.windowStart });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

export async function findWindow(db: Database, key: string): Promise<WindowCount | undefined> {
  const [row] = await db
    .select({ count: rateLimitsTable.count, windowStart: rateLimitsTable.windowStart })
    .from(rateLimitsTable)
    .where(eq(rateLimitsTable.key, key));
  return row;
}

export async function deleteWindow(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitsTable).where(eq(rateLimitsTable.key, key));
}
