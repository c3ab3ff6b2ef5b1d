import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { describeDemoCredentials, seedDemoData } from './seed.ts';
import { resolveTokenSecret } from './modules/auth/token-secret.ts';
import { createFileStorage } from './modules/files/file-storage.ts';
import { seedDemoCatalog } from './modules/products/demo-catalog.ts';
import { beforeDemoHistory, seedDemoOrders } from './workflows/demo-orders.ts';
import { pruneExpired, pruneIntervalMs } from './modules/maintenance/prune-expired.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const tokenSecret = await resolveTokenSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, database, tokenSecret });
  // The app is the service context (DESIGN §API); seeding goes through the same services as requests.
  const demoCredentials = config.seedDemoData ? await seedDemoData(app) : undefined;
  // The demo catalog (metadata, pictures, products, groups) fills an empty catalog only; tests seed it on demand.
  // The order history comes once, on the fresh install that just created the demo accounts; the
  // catalog's stock is then counted in before the history's first order.
  const withHistory = demoCredentials !== undefined && config.seedDemoOrders;
  if (config.seedDemoData) await seedDemoCatalog(withHistory ? beforeDemoHistory(app) : app, createFileStorage(config));
  if (demoCredentials && withHistory) {
    const started = performance.now();
    const history = await seedDemoOrders(app, demoCredentials);
    if (history)
      app.log.info({ ...history, milliseconds: Math.round(performance.now() - started) }, 'demo order history placed');
  }
  if (demoCredentials)
    app.log.warn({ demoTenantId: demoCredentials.tenant.id }, describeDemoCredentials(demoCredentials));

  const prune = () =>
    pruneExpired(app).then(
      (removed) => app.log.debug({ removed }, 'pruned expired sessions, codes and limits'),
      (error: unknown) => app.log.error({ err: error }, 'pruning expired rows failed'),
    );
  const pruning = setInterval(() => void prune(), pruneIntervalMs);
  pruning.unref();
  void prune();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(pruning);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, brand: config.brand, dataDir: config.databaseUrl ? undefined : config.dataDir },
    `IoT marketplace ready on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
