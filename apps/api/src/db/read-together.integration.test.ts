import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTargets, useTestApp } from '../test/test-app.ts';
import { readTogether } from './read-together.ts';

describe.each(databaseTargets())('readTogether on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: false });

  /** Three reads that each note when they start and end, and take a moment on the server. */
  function notedReads(db: typeof t.database.db) {
    const events: string[] = [];
    const read = (name: string) => async () => {
      events.push(`${name} starts`);
      await db.execute(sql`select pg_sleep(0.05)`);
      events.push(`${name} ends`);
      return name;
    };
    return { events, reads: [read('a'), read('b'), read('c')] as const };
  }

  it('runs a transaction’s reads one after another, each answer in its place', async () => {
    await t.database.db.transaction(async (tx) => {
      const { events, reads } = notedReads(tx);
      expect(await readTogether(tx, [...reads])).toEqual(['a', 'b', 'c']);
      expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    });
  });

  it('starts the pool’s reads side by side', async () => {
    const { events, reads } = notedReads(t.database.db);
    expect(await readTogether(t.database.db, [...reads])).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 3)).toEqual(['a starts', 'b starts', 'c starts']);
  });
});
