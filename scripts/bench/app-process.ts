import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { databaseStorage } from '../../apps/api/src/modules/files/file-storage.ts';
import { seedDemoCatalog } from '../../apps/api/src/modules/products/demo-catalog.ts';
import { seedDemoData } from '../../apps/api/src/seed.ts';
import { findFixtures, type Fixtures } from './fixtures.ts';
import { afterBulkSeed, seedBenchCatalog } from './seed-catalog.ts';

/**
 * A server under test, in a process of its own so its CPU time is its own (`process.cpuUsage()`,
 * asked for over IPC) and the load generator's work is not in it:
 *
 *   node --import tsx scripts/bench/app-process.ts app    the whole app on a seeded catalog
 *   node --import tsx scripts/bench/app-process.ts bare   a bare Fastify route, the baseline
 *
 * The app reads BENCH_SIZE (products) and BENCH_APP_DATABASE_URL (PostgreSQL; the embedded
 * database otherwise, which then runs inside this process).
 */

export type ReadyMessage = {
  type: 'ready';
  url: string;
  /** The app only. */
  seed?: { products: number; added: number; seconds: number; database: 'pglite' | 'postgres' };
  fixtures?: Fixtures;
};
export type CpuMessage = { type: 'cpu'; userMicros: number; systemMicros: number };
export type ParentMessage = { type: 'cpu' } | { type: 'stop' };

function send(message: ReadyMessage | CpuMessage) {
  process.send?.(message);
}

async function startBare(): Promise<{ server: FastifyInstance; ready: ReadyMessage }> {
  const server = Fastify({ logger: false });
  server.get('/bare', async () => ({ data: { ok: true } }));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, ready: { type: 'ready', url } };
}

async function startApp(): Promise<{ server: FastifyInstance; database: DatabaseHandle; ready: ReadyMessage }> {
  const size = Number(process.env.BENCH_SIZE ?? 1000);
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL || undefined;
  // Production settings (compression, cache headers, password cost), quiet logs, files in the database.
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // The bench pays through the offline sandbox; production asks for it by name (config.ts).
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'silent',
    FILE_STORAGE: 'postgres',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const app = await buildApp({ config, database, tokenSecret: config.jwtSecret ?? '', logger: false });
  await seedDemoData(app);
  await seedDemoCatalog(app, databaseStorage);
  const added = await seedBenchCatalog(app, size);
  await afterBulkSeed(app);
  const seconds = (performance.now() - started) / 1000;
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const fixtures = await findFixtures(app, url);
  return {
    server: app,
    database,
    ready: { type: 'ready', url, seed: { products: size, added, seconds, database: database.kind }, fixtures },
  };
}

const role = process.argv[2];
if (role !== 'app' && role !== 'bare') throw new Error('usage: app-process.ts app|bare');
const { server, database, ready } = role === 'app' ? await startApp() : { ...(await startBare()), database: undefined };

process.on('message', (message: ParentMessage) => {
  if (message.type === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', userMicros: usage.user, systemMicros: usage.system });
  } else if (message.type === 'stop') {
    void server
      .close()
      .then(() => database?.close())
      .then(() => process.exit(0));
  }
});
// The bench going away (or failing) takes its servers with it.
process.on('disconnect', () => process.exit(0));
send(ready);
