import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import { seedAtStart } from './start-up.ts';
import { databaseTargets, demoAccounts, sharedDatabaseConfig, startInstance } from './test/test-app.ts';
import { createScratchDatabase } from './test/scratch-database.ts';

/**
 * Two instances started at the same moment on an empty PostgreSQL both come up: migrating and
 * seeding take turns at an advisory lock, so the second finds the first's work done instead of
 * failing on the demo administrator it would create again.
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('two instances starting together on one PostgreSQL', () => {
  const opened: DatabaseHandle[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('both come up, and the demo data is seeded once', async () => {
    if (!postgres || postgres.name !== 'postgres') return;
    const scratch = await createScratchDatabase(postgres.serverUrl);
    closers.push(scratch.drop);
    const config = sharedDatabaseConfig(scratch.url, {
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_ORDERS: 'false',
      DEMO_TENANT_ID: demoAccounts.tenantId,
    });

    const start = async () => {
      const { app, database } = await startInstance(config, closers);
      opened.push(database);
      const seeded = await seedAtStart(database, app, config);
      const health = await app.inject({ method: 'GET', url: '/health' });
      return { seeded, health: health.statusCode };
    };
    const [first, second] = await Promise.all([start(), start()]);

    expect([first.health, second.health]).toEqual([200, 200]);
    // Exactly one of them created the demo accounts (and says so once).
    expect([first.seeded.credentials, second.seeded.credentials].filter(Boolean)).toHaveLength(1);
    const [db] = opened;
    if (!db) throw new Error('no database');
    const count = async (table: string) =>
      Number(
        (
          (await db.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    expect(await count('admins')).toBe(1);
    expect(await count('tenants')).toBe(1);
    // The catalog was seeded by one of them only: no product twice, as many as one seeding makes.
    const products = await count('products');
    expect(products).toBeGreaterThan(0);
    expect(
      Number(
        (
          (await db.db.execute(sql`select count(distinct code)::int as n from products`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      ),
    ).toBe(products);
    // Two whole start-ups, one after the other (the lock), each seeding the demo catalog with its
    // pictures, beside the rest of the suite on two cores.
  }, 90_000);
});

/**
 * DESIGN §API: production never takes sandbox payments because keys are missing. `npm start` as an
 * operator runs it (the server's own entry point in a child process), without the Stripe keys.
 */
describe('a production start without a payment provider', () => {
  it('exits before listening, with a message naming PAYMENTS', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-production-start-'));
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-32-characters-at-least',
        DATA_DIR: dataDir,
        PORT: '0',
      };
      for (const name of [
        'DATABASE_URL',
        'PAYMENTS',
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ])
        delete env[name];
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status, result.stderr).toBe(78);
      expect(result.stderr).toContain('PAYMENTS');
      expect(result.stderr).toContain('PAYMENTS=sandbox');
      expect(result.stdout).not.toContain('ready on');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
