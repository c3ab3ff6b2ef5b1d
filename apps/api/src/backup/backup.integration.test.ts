import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '@iot/shared/files';
import type { Database } from '../db/database.ts';
import { multipart, png } from '../test/file-helpers.ts';
import { createProduct, customerHeaders, placeTestOrder } from '../test/order-helpers.ts';
import {
  createTestApp,
  dataFolderConfig,
  databaseTargets,
  sharedDatabaseConfig,
  startInstance,
  type TestApp,
} from '../test/test-app.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

/**
 * `npm run db:backup` and `npm run db:restore` (README "Backups"), run as an operator runs them:
 * child processes on the configured database. A backup restored into an empty target holds the same
 * orders, stock levels and ledger, and serves the same files byte for byte; a target that is not
 * empty is refused unless --force.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'iot-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function npmScript(script: 'db-backup' | 'db-restore', args: string[], environment: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment };
  if (!environment.DATABASE_URL) delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

type Rows = Record<string, unknown>[];
async function rows(db: Database, statement: string): Promise<Rows> {
  return ((await db.execute(sql.raw(statement))) as unknown as { rows: Rows }).rows;
}

/** What must come back: orders with their lines, stock levels and the ledger, and the file records. */
async function snapshot(db: Database) {
  return {
    orders: await rows(db, 'select id, status, total_minor, currency, updated_at from orders order by id'),
    lines: await rows(
      db,
      'select order_id, product_id, quantity, unit_price_minor from order_lines order by order_id, product_id',
    ),
    stock: await rows(db, 'select product_id, level, version from inventory_levels order by product_id'),
    ledger: await rows(db, 'select id, product_id, reason, delta, level_after from stock_movements order by id'),
    files: await rows(db, 'select id, mime, size, original_name from files order by id'),
  };
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every variant of the uploaded image as the app serves it. */
async function servedBytes(app: FastifyInstance, file: UploadedFile): Promise<Record<string, string>> {
  const served: Record<string, string> = {};
  for (const url of [file.url, file.thumbnailUrl ?? '', `${file.url}/640.webp`]) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    served[url] = sha(response.rawPayload);
  }
  return served;
}

async function fillWithData(t: TestApp) {
  const product = await createProduct(t, { code: 'BACKUP-STOCK', price: 25, stock: 7 });
  const buyer = await customerHeaders(t);
  await placeTestOrder(t, buyer, [{ id: product, quantity: 2 }]);
  await placeTestOrder(t, buyer, [{ id: product, quantity: 3 }]);
  const body = multipart('backup.png', 'image/png', await png(900, 600, '#c04020'));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/marketplace/files?purpose=image',
    headers: { authorization: `Bearer ${await t.adminToken()}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<{ data: UploadedFile }>().data;
}

describe.each(databaseTargets())('backup and restore on $name', (target) => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('restores the same orders, stock and files into an empty target, and refuses a non-empty one', async () => {
    const folder = mkdtempSync(path.join(work, `${target.name}-`));
    const sourceDir = path.join(folder, 'source');
    const t = await createTestApp(target, { dataDir: sourceDir });
    closers.push(() => t.close());
    const file = await fillWithData(t);
    const before = await snapshot(t.database.db);
    const served = await servedBytes(t.app, file);
    expect(before.orders).toHaveLength(2);
    expect(before.stock).toContainEqual(expect.objectContaining({ level: 2 }));

    const archive = path.join(folder, 'nightly.tar');
    let source: NodeJS.ProcessEnv;
    let restoreTo: NodeJS.ProcessEnv;
    let openRestored: () => Promise<FastifyInstance>;
    if (target.name === 'postgres') {
      source = { DATABASE_URL: t.app.config.databaseUrl, FILE_STORAGE: 'postgres' };
      const empty = await createScratchDatabase(target.serverUrl);
      closers.push(empty.drop);
      restoreTo = { DATABASE_URL: empty.url, FILE_STORAGE: 'postgres' };
      openRestored = async () => (await startInstance(sharedDatabaseConfig(empty.url), closers)).app;
    } else {
      // The embedded database is one process's: the server stops before its backup.
      await t.close();
      expect(readdirSync(path.join(sourceDir, 'files')).length).toBeGreaterThan(0);
      source = { DATA_DIR: sourceDir, FILE_STORAGE: 'fs' };
      const restoredDir = path.join(folder, 'restored');
      restoreTo = { DATA_DIR: restoredDir, FILE_STORAGE: 'fs' };
      openRestored = async () => (await startInstance(dataFolderConfig(restoredDir), closers)).app;
    }

    const backup = npmScript('db-backup', ['--output', archive], source);
    expect(backup.status, backup.err).toBe(0);
    expect(backup.out).toContain(`to ${archive}`);

    const restored = npmScript('db-restore', [archive], restoreTo);
    expect(restored.status, restored.err).toBe(0);
    const app = await openRestored();
    expect(await snapshot(app.db)).toEqual(before);
    expect(await servedBytes(app, file)).toEqual(served);
    await app.close();
    await app.database.close();

    // The target now holds data: a second restore is refused, and --force replaces it.
    const again = npmScript('db-restore', [archive], restoreTo);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/is not empty.*pass --force/);
    const forced = npmScript('db-restore', [archive, '--force'], restoreTo);
    expect(forced.status, forced.err).toBe(0);
    const replaced = await openRestored();
    expect(await snapshot(replaced.db)).toEqual(before);
  }, 120_000);
});
