import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { describeDemoCredentials } from './seed.ts';
import { migrateAtStart, seedAtStart } from './start-up.ts';
import { resolveTokenSecret } from './modules/auth/token-secret.ts';
import { pruneExpired, pruneIntervalMs } from './modules/maintenance/prune-expired.ts';
import { queueLowStockDigest } from './modules/mail/low-stock-digest.ts';
import { mailPassIntervalMs } from './modules/mail/mailer.ts';
import { reconcilePayments, reconcileSummaryIsEmpty } from './workflows/reconcile-payments.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateAtStart(database);
  const tokenSecret = await resolveTokenSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, database, tokenSecret });
  // The app is the service context (DESIGN §API); seeding goes through the same services as requests.
  if (config.seedDemoData) {
    const { credentials, history, historyMilliseconds } = await seedAtStart(database, app, config);
    if (history) app.log.info({ ...history, milliseconds: historyMilliseconds }, 'demo order history placed');
    if (credentials) app.log.warn({ demoTenantId: credentials.tenant.id }, describeDemoCredentials(credentials));
  }

  const prune = () =>
    pruneExpired(app).then(
      (removed) => app.log.debug({ removed }, 'pruned expired sessions, codes and limits'),
      (error: unknown) => app.log.error({ err: error }, 'pruning expired rows failed'),
    );
  const pruning = setInterval(() => void prune(), pruneIntervalMs);
  pruning.unref();
  void prune();

  // DESIGN §API: payments a crash left held or taken without their order step, at start and on a schedule.
  let reconcilerBusy = false;
  const reconcile = async () => {
    // A slow provider may make a pass outlast the interval: the next one waits for its turn.
    if (reconcilerBusy) return;
    reconcilerBusy = true;
    try {
      const summary = await reconcilePayments(app, {
        checkoutAfterMs: config.reconciler.checkoutAfterSeconds * 1000,
        log: app.log,
      });
      if (reconcileSummaryIsEmpty(summary)) app.log.debug({ summary }, 'payments reconciled: nothing to do');
      else app.log.info({ summary }, 'payments reconciled');
    } catch (error) {
      app.log.error({ err: error }, 'reconciling payments failed');
    } finally {
      reconcilerBusy = false;
    }
  };
  let reconciling: NodeJS.Timeout | undefined;
  if (config.reconciler.intervalSeconds > 0) {
    reconciling = setInterval(() => void reconcile(), config.reconciler.intervalSeconds * 1000);
    reconciling.unref();
    void reconcile();
  }

  // DESIGN §Operations: mail left pending (SMTP down, a crash before a pass) is retried with back-off,
  // and the day's low-stock digest is claimed by one instance; both on a schedule besides each answer.
  const mailJobs = setInterval(() => {
    app.mailer.wake();
    queueLowStockDigest(app, config.lowStockDigestHourUtc).then(
      (outcome) => {
        if (outcome === 'queued') app.mailer.wake();
      },
      (error: unknown) => app.log.error({ err: error }, 'the low-stock digest failed'),
    );
  }, mailPassIntervalMs);
  mailJobs.unref();
  app.mailer.wake();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(pruning);
    clearInterval(reconciling);
    clearInterval(mailJobs);
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
