import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { signAccessToken, type AccessClaims } from '../modules/auth/access-token.ts';
import { resolveTokenSecret } from '../modules/auth/token-secret.ts';
import { seedDemoData } from '../seed.ts';

/**
 * The engines an integration test runs on (DESIGN §Data: "the test suite runs against both").
 * `name` is what describe.each prints; the server URL never appears in test names.
 */
export type DatabaseTarget = { name: 'pglite' } | { name: 'postgres'; serverUrl: string };

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server we may create databases on. */
export function databaseTargets(environment: NodeJS.ProcessEnv = process.env): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'pglite' }];
  const serverUrl = environment.TEST_DATABASE_URL?.trim();
  if (serverUrl) targets.push({ name: 'postgres', serverUrl });
  return targets;
}

export type TokenOverrides = Partial<Omit<AccessClaims, 'realm'>> & { lifetime?: string };

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  target: DatabaseTarget;
  /** A valid back-office access token (admin realm, isAdmin true) signed with the app's secret. */
  adminToken: (overrides?: TokenOverrides) => Promise<string>;
  /** A valid storefront access token (customer realm) signed with the app's secret. */
  customerToken: (overrides?: TokenOverrides) => Promise<string>;
  /** Empties every application table and seeds the demo data again, as on a fresh install. */
  reset: () => Promise<void>;
  /** Closes the app and the database; on PostgreSQL also drops the test's own database. */
  close: () => Promise<void>;
};

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database per test file, so files run in parallel without seeing each other's rows. */
async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The real server (buildApp) on a migrated, seeded database of the given engine, with the test
 * configuration: NODE_ENV=test, no web build (so every unknown path is an API 404), no logging.
 */
export async function createTestApp(target: DatabaseTarget): Promise<TestApp> {
  const scratch = target.name === 'postgres' ? await createScratchDatabase(target.serverUrl) : undefined;
  const nowhere = path.join(tmpdir(), `iot-marketplace-test-${randomUUID()}`, 'does-not-exist');
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: nowhere,
      DATA_DIR: nowhere,
      SEED_DEMO_DATA: 'true',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    // dataDir undefined: PGlite in memory, never the developer's ./data.
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: undefined });
    await database.migrate();
    await seedDemoData(database.db);
    const tokenSecret = await resolveTokenSecret(undefined, undefined);
    app = await buildApp({ config, database, tokenSecret, logger: false });
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await scratch?.drop().catch(() => undefined);
    throw error;
  }

  const ready = app;
  const handle = database;
  const token =
    (realm: AccessClaims['realm'], isAdmin: boolean) =>
    (overrides: TokenOverrides = {}) => {
      const { lifetime, ...claims } = overrides;
      return signAccessToken(
        ready.tokenSecret,
        { sub: randomUUID(), isAdmin, permissions: [], ...claims, realm },
        ...(lifetime ? [lifetime] : []),
      );
    };

  let closed = false;
  return {
    app: ready,
    database: handle,
    target,
    adminToken: token('admin', true),
    customerToken: token('customer', false),
    reset: async () => {
      // Both drivers answer raw queries as { rows }; the shared Database type leaves the shape unknown.
      const { rows } = (await handle.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { name: string }[] };
      if (rows.length > 0) {
        await handle.db.execute(sql.raw(`TRUNCATE ${rows.map((row) => row.name).join(', ')} CASCADE`));
      }
      await seedDemoData(handle.db);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await ready.close();
        await handle.close();
      } finally {
        await scratch?.drop();
      }
    },
  };
}
