import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { signAccessToken, type AccessClaims } from '../modules/auth/access-token.ts';
import type { Clock } from '../modules/auth/clock.ts';
import { solveChallenge } from '../modules/captcha/proof-of-work.ts';
import { insertFileRows } from '../modules/files/file-repository.ts';
import { resolveTokenSecret } from '../modules/auth/token-secret.ts';
import { seedDemoData } from '../seed.ts';
import { migrateAtStart } from '../start-up.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

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

/** A clock tests move by hand: OTP expiry, resend blocks and session expiry without sleeping. */
export type TestClock = Clock & { advance: (milliseconds: number) => void; reset: () => void };

function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** The seeded demo accounts of every test app (their passwords are fixed for tests). */
export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'Admin-Password-1!' },
  company: { email: 'company@example.com', password: 'Company-Password-1!', username: 'demo.company' },
  tenantUser: { email: 'tenant.user@example.com', password: 'Tenant-Password-1!', username: 'fleet.user' },
  tenantId: '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01',
} as const;

/**
 * Image URLs every test app holds in its file store (a row each, no bytes), because image fields
 * accept only stored files (SPEC §5): tests that are not about files name images with these.
 */
export const testImageUrl = (n: number) => `/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const testImageCount = 99;

export async function storeTestImages(db: DatabaseHandle['db']): Promise<void> {
  // One statement: every test's reset stores them again, and 99 round trips were 40% of a reset.
  const rows = Array.from({ length: testImageCount }, (_, index) => {
    const n = index + 1;
    return {
      id: testImageUrl(n).slice('/files/'.length),
      purpose: 'image' as const,
      mime: 'image/png',
      size: 1,
      originalName: `test-${n}.png`,
      width: 1,
      height: 1,
      storage: 'postgres' as const,
    };
  });
  await insertFileRows(db, rows);
}

/** Low enough that a test solves a captcha in a millisecond; the checks are the real ones. */
export const testCaptchaDifficulty = 4;

export type TestAppOptions = {
  /** Changes to the test configuration (for example lower rate limits). */
  configure?: (config: Config) => Config;
  /** Receives the server's log as JSON lines at level info (by default the test app logs nothing). */
  logStream?: { write: (line: string) => void };
  /** Replaces what a verified payment event triggers (a spy, or a handler that fails). */
  onPaymentChanged?: AppDependencies['onPaymentChanged'];
  /**
   * PGlite only: keep the database in this folder's pglite/ and uploads in its files/ (the `fs`
   * driver), as an embedded install does, instead of in memory and in the database.
   */
  dataDir?: string;
};

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  target: DatabaseTarget;
  /** A valid back-office access token (admin realm, isAdmin true) signed with the app's secret. */
  adminToken: (overrides?: TokenOverrides) => Promise<string>;
  /** A valid storefront access token (customer realm) signed with the app's secret. */
  customerToken: (overrides?: TokenOverrides) => Promise<string>;
  /** The app's clock; `reset()` also puts it back to the real time. */
  clock: TestClock;
  /** A solved captcha header for one request, fetched from the base's challenge endpoint. */
  captcha: (base?: '/marketplace' | '/marketplace-customer') => Promise<Record<string, string>>;
  /** Empties every application table and seeds the demo data again, as on a fresh install. */
  reset: () => Promise<void>;
  /** Closes the app and the database; on PostgreSQL also drops the test's own database. */
  close: () => Promise<void>;
};

/**
 * What every test configuration starts from: NODE_ENV=test, no logging, no web build (so every
 * unknown path is an API 404) and no data folder (a path that does not exist), files in the
 * database, the demo administrator's credentials.
 */
function testEnvironment(): NodeJS.ProcessEnv {
  const nowhere = path.join(tmpdir(), `iot-marketplace-test-${randomUUID()}`, 'does-not-exist');
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: nowhere,
    DATA_DIR: nowhere,
    // Files in the test database: nothing is written to disk.
    FILE_STORAGE: 'postgres',
    DEMO_ADMIN_EMAIL: demoAccounts.admin.email,
    DEMO_ADMIN_PASSWORD: demoAccounts.admin.password,
  };
}

/**
 * The configuration of app instances sharing one PostgreSQL database (tests of several instances):
 * the test configuration with that database and one token secret for all, plus `environment`.
 */
export function sharedDatabaseConfig(databaseUrl: string, environment: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    ...testEnvironment(),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'a-secret-both-instances-share-0123456789',
    ...environment,
  });
}

/**
 * The test configuration of an embedded install in `dataDir` (its database in pglite/, uploads in
 * files/), plus `environment`.
 */
export function dataFolderConfig(dataDir: string, environment: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ ...testEnvironment(), DATA_DIR: dataDir, FILE_STORAGE: 'fs', ...environment });
}

/**
 * Starts one more instance on `config`'s database as the server starts (its own pool, migrations
 * under the advisory lock, then buildApp); `closers` gets what closes it, the app before its database.
 * Without a database URL it opens the embedded database in `config.dataDir`.
 */
export async function startInstance(
  config: Config,
  closers: (() => Promise<unknown>)[],
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  closers.push(() => database.close());
  await migrateAtStart(database);
  const app = await buildApp({ config, database, tokenSecret: config.jwtSecret ?? '', logger: false });
  closers.push(() => app.close());
  return { app, database };
}

/**
 * The real server (buildApp) on a migrated, seeded database of the given engine, with the test
 * configuration (testEnvironment).
 */
export async function createTestApp(target: DatabaseTarget, options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = target.name === 'postgres' ? await createScratchDatabase(target.serverUrl) : undefined;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let config: Config;
  const clock = createTestClock();
  try {
    const loaded = loadConfig({
      ...testEnvironment(),
      SEED_DEMO_DATA: 'true',
      CAPTCHA_DIFFICULTY: String(testCaptchaDifficulty),
      DEMO_COMPANY_EMAIL: demoAccounts.company.email,
      DEMO_COMPANY_PASSWORD: demoAccounts.company.password,
      DEMO_TENANT_USER_EMAIL: demoAccounts.tenantUser.email,
      DEMO_TENANT_USER_PASSWORD: demoAccounts.tenantUser.password,
      DEMO_TENANT_ID: demoAccounts.tenantId,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...(options.dataDir && !scratch ? { DATA_DIR: options.dataDir, FILE_STORAGE: 'fs' } : {}),
    });
    config = options.configure ? options.configure(loaded) : loaded;
    // Without options.dataDir: PGlite in memory, never the developer's ./data.
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : options.dataDir,
      template: config.databaseUrl ? undefined : await pgliteTemplate(inject('pgliteTemplate')),
    });
    await database.migrate();
    const tokenSecret = await resolveTokenSecret(undefined, undefined);
    const logger = options.logStream ? { level: 'info', stream: options.logStream } : false;
    app = await buildApp({
      config,
      database,
      tokenSecret,
      logger,
      clock,
      ...(options.onPaymentChanged ? { onPaymentChanged: options.onPaymentChanged } : {}),
    });
    await app.ready();
    await seedDemoData(app);
    await storeTestImages(database.db);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await scratch?.drop().catch(() => undefined);
    throw error;
  }

  const ready = app;
  const handle = database;
  // Administrators' tokens are a super admin's unless a test names another role (DESIGN §Operations).
  const token =
    (realm: AccessClaims['realm'], isAdmin: boolean) =>
    (overrides: TokenOverrides = {}) => {
      const { lifetime, ...claims } = overrides;
      return signAccessToken(
        ready.tokenSecret,
        { sub: randomUUID(), isAdmin, permissions: [], ...(isAdmin ? { role: 'super-admin' } : {}), ...claims, realm },
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
    clock,
    captcha: async (base = '/marketplace') => {
      const response = await ready.inject({ method: 'GET', url: `${base}/captcha/challenge` });
      const { data } = response.json<{ data: { challenge: string; difficulty: number } }>();
      return { recaptcha: solveChallenge(data.challenge, data.difficulty) };
    },
    reset: async () => {
      // Mails of the previous test are stored after its answers; they must not land in the next one.
      await ready.mailer.settled();
      clock.reset();
      // Both drivers answer raw queries as { rows }; the shared Database type leaves the shape unknown.
      const { rows } = (await handle.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { name: string }[] };
      if (rows.length > 0) {
        await handle.db.execute(sql.raw(`TRUNCATE ${rows.map((row) => row.name).join(', ')} CASCADE`));
      }
      await seedDemoData(ready);
      await storeTestImages(handle.db);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await ready.mailer.settled();
        await ready.close();
        await handle.close();
      } finally {
        await scratch?.drop();
      }
    },
  };
}

/**
 * One test app for a describe block: started before its tests, closed after them and, unless
 * `resetEachTest` is false, reset to a fresh install before each test. Read it inside tests and hooks.
 */
export function useTestApp(
  target: DatabaseTarget,
  options: TestAppOptions & { resetEachTest?: boolean } = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(target, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  if (options.resetEachTest !== false) {
    beforeEach(async () => {
      await current?.reset();
    });
  }
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!current) throw new Error('The test app starts in beforeAll: use it inside tests and hooks.');
      return current[key as keyof TestApp];
    },
  });
}

/**
 * POST /marketplace/products for the simplest valid product (an integration: no type metadata
 * needed), as an administrator; the answer is returned as is, for the test to check.
 */
export function postIntegrationProduct(
  t: TestApp,
  headers: Record<string, string>,
  product: { code: string; price?: number; stock?: number },
) {
  return t.app.inject({
    method: 'POST',
    url: '/marketplace/products',
    headers,
    payload: {
      name: `Product ${product.code}`,
      code: product.code,
      price: product.price ?? 49.5,
      type: 'integration',
      platformType: 'cloud',
      images: [testImageUrl(1)],
      stock: product.stock ?? 3,
    },
  });
}
