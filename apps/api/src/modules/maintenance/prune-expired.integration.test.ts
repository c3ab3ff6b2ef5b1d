import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';
import { sessionsTable } from '../auth/session-table.ts';
import { rateLimitsTable } from '../rate-limit/rate-limit-table.ts';
import { pruneExpired } from './prune-expired.ts';

describe.each(databaseTargets())('pruning expired bookkeeping on $name', (target) => {
  const t = useTestApp(target);

  it('removes sessions past their absolute expiry and old rate windows, and keeps live ones', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const hour = 60 * 60 * 1000;
    const session = (familyId: string, absolute: Date, token: string) => ({
      familyId,
      subjectKind: 'admin' as const,
      subjectId: '11111111-1111-4111-8111-111111111111',
      realm: 'admin' as const,
      tokenHash: token,
      createdAt: new Date(absolute.getTime() - 30 * 24 * hour),
      expiresAt: absolute,
      absoluteExpiresAt: absolute,
      revokedAt: now,
    });
    await t.app.db
      .insert(sessionsTable)
      .values([
        session('22222222-2222-4222-8222-222222222222', new Date(now.getTime() - hour), 'expired'),
        session('33333333-3333-4333-8333-333333333333', new Date(now.getTime() + hour), 'revoked-but-remembered'),
      ]);
    await t.app.db.insert(rateLimitsTable).values([
      { key: 'old', windowStart: new Date(now.getTime() - 25 * hour), count: 3 },
      { key: 'current', windowStart: new Date(now.getTime() - 60_000), count: 1 },
    ]);

    const { db, config, tokenSecret, mailer, payments } = t.app;
    const removed = await pruneExpired({ db, config, tokenSecret, mailer, payments, clock: { now: () => now } });
    expect(removed).toMatchObject({ sessions: 1, rateWindows: 1 });
    const [sessions] = await t.app.db.select({ total: count() }).from(sessionsTable);
    expect(sessions?.total).toBe(1);
    const windows = await t.app.db.select({ key: rateLimitsTable.key }).from(rateLimitsTable);
    expect(windows.map((window) => window.key)).toEqual(['current']);
  });
});
