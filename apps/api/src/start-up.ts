import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createFileStorage } from './modules/files/file-storage.ts';
import { seedDemoCatalog } from './modules/products/demo-catalog.ts';
import { placeMissingNameSortKeys } from './modules/products/product-service.ts';
import { seedDemoData, type DemoCredentials } from './seed.ts';
import type { ServiceContext } from './service-context.ts';
import { seedDemoLicenses } from './workflows/demo-licenses.ts';
import { beforeDemoHistory, seedDemoOrders } from './workflows/demo-orders.ts';

/**
 * Instances started together on one PostgreSQL take turns at this lock for migrating and seeding:
 * the first does the work, the next finds it done (DESIGN §Data: stateless instances).
 */
const startUpLock = 'iot-marketplace:start-up';

/** Migrates, then gives products without name-order keys theirs (the migration adding them cannot: no ICU in SQL). */
export function migrateAtStart(database: DatabaseHandle): Promise<void> {
  return database.exclusively(startUpLock, async () => {
    await database.migrate();
    await placeMissingNameSortKeys({ db: database.db });
  });
}

export type DemoSeeding = {
  credentials: DemoCredentials | undefined;
  history: Awaited<ReturnType<typeof seedDemoOrders>> | undefined;
  historyMilliseconds: number;
};

/**
 * The demo data of a fresh install, each step keeping what is there: settings, codes and accounts;
 * the catalog when it is empty; and, on the start that just created the demo accounts, the order
 * history, with the catalog's stock counted in before its first order, and the demo tenant's licenses.
 */
export function seedAtStart(database: DatabaseHandle, app: ServiceContext, config: Config): Promise<DemoSeeding> {
  return database.exclusively(startUpLock, async () => {
    const credentials = await seedDemoData(app);
    const withHistory = credentials !== undefined && config.seedDemoOrders;
    await seedDemoCatalog(withHistory ? beforeDemoHistory(app) : app, createFileStorage(config));
    const started = performance.now();
    const history = credentials && withHistory ? await seedDemoOrders(app, credentials) : undefined;
    if (credentials && withHistory) await seedDemoLicenses(app, credentials);
    return { credentials, history, historyMilliseconds: Math.round(performance.now() - started) };
  });
}
