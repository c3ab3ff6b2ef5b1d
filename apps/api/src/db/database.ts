import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both engines: nothing outside this file knows which one is running (DESIGN §Data). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Whether `db` is a transaction, which holds one connection, rather than the pool. */
export function isTransaction(db: Database): boolean {
  return db instanceof PgTransaction;
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock of this name on a connection of its own, so
   * instances starting together on one server take turns (migrations, demo seeding). The embedded
   * database has one process only and simply runs it.
   */
  exclusively: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /**
   * LISTENs on `channel` for as long as the returned stop function is not called: `onNotify` gets
   * each notification's payload. On PostgreSQL a connection of its own listens and comes back by
   * itself when lost; notifications sent meanwhile are gone, so `onReconnect` is called once it
   * listens again. A notification on {@link publicDataChannel} caused by a write through this
   * handle reaches `onNotify` before that write's promise resolves, on both engines.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect: () => void,
  ) => Promise<() => Promise<void>>;
  ping: () => Promise<void>;
  /** How many committed migrations this database has not applied (DESIGN §Operations: readiness). */
  pendingMigrations: () => Promise<number>;
  /** The PostgreSQL pool's connections (open, idle) and waiting queries; undefined on the embedded database. */
  poolStats: () => { total: number; idle: number; waiting: number } | undefined;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, which `template` starts another database from. */
  dumpDataDir: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** What the triggers of migration 0012 notify, naming the table, when the storefront's public data changes. */
export const publicDataChannel = 'public_data_changed';

type NotifyListener = (payload: string) => void;

/** Notifications remembered to recognise the same one heard again on another connection. */
const rememberedNotifications = 1000;

/**
 * The listeners of each channel, fed by every connection that hears a notification. On PostgreSQL
 * several connections hear each one (the pool's and the dedicated one): listeners get it once,
 * so a channel's payloads must differ from one transaction to the next (the triggers name it).
 */
function createListenerRegistry() {
  const byChannel = new Map<string, Set<NotifyListener>>();
  const heard = new Set<string>();
  return {
    add(channel: string, listener: NotifyListener): () => void {
      const listeners = byChannel.get(channel) ?? new Set();
      byChannel.set(channel, listeners);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(channel: string, payload = ''): void {
      const key = `${channel} ${payload}`;
      if (heard.has(key)) return;
      heard.add(key);
      if (heard.size > rememberedNotifications) heard.delete(heard.values().next().value ?? key);
      for (const listener of byChannel.get(channel) ?? []) listener(payload);
    },
  };
}

const reconnectDelays = { firstMs: 100, maxMs: 5_000 };

/** How the listening connections show in pg_stat_activity. */
export const listenerApplicationName = 'iot-marketplace-listener';

/**
 * A dedicated connection LISTENing on one channel, replaced when it fails (with a growing pause
 * between attempts) until `stop`. The first connection must succeed; later ones are retried.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  dispatch: (payload: string | undefined) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let delay = reconnectDelays.firstMs;
  let retry: NodeJS.Timeout | undefined;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString, application_name: listenerApplicationName });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      if (current === client) current = undefined;
      if (!stopped) scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) dispatch(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      open().then(
        async (client) => {
          if (stopped) return client.end();
          current = client;
          delay = reconnectDelays.firstMs;
          onReconnect();
        },
        () => {
          delay = Math.min(delay * 2, reconnectDelays.maxMs);
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  current = await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/**
 * Counted as drizzle's migrator decides what to run: a committed migration is applied when the
 * newest row of its journal table is at least as recent as the migration's folder time. No journal
 * table yet: none is applied.
 */
async function countPendingMigrations(db: Database): Promise<number> {
  const committed = readMigrationFiles({ migrationsFolder });
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )) as unknown as {
    rows: { exists: boolean }[];
  };
  if (!exists.rows[0]?.exists) return committed.length;
  const latest = (await db.execute(
    sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { createdAt: string | number | null }[] };
  const appliedUntil = Number(latest.rows[0]?.createdAt ?? 0);
  return committed.filter((migration) => migration.folderMillis > appliedUntil).length;
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite in memory only: start from this dumped data directory instead of an empty one (tests). */
  template?: Blob | undefined;
};

/** PostgreSQL when a URL is given; otherwise embedded PGlite under DATA_DIR (or in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const listeners = createListenerRegistry();
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      // PostgreSQL sends a session its own notifications before it reports the commit done, so with
      // the pool's connections listening too, a write through this process reaches the listeners
      // before its promise resolves: a read that follows it here never sees an answer from before.
      onConnect: async (client) => {
        client.on('notification', (message) => listeners.dispatch(message.channel, message.payload));
        await client.query(`LISTEN ${pg.escapeIdentifier(publicDataChannel)}`);
      },
    });
    // A pooled connection the server ends (a restart, pg_terminate_backend) is dropped by the pool and
    // replaced by the next query; without a listener the event would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
      exclusively: async (name, work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          client.release();
        }
      },
      listen: async (channel, onNotify, onReconnect) => {
        const remove = listeners.add(channel, onNotify);
        const stop = await listenOnPostgres(
          connectionString,
          channel,
          (payload) => listeners.dispatch(channel, payload),
          onReconnect,
        ).catch((error: unknown) => {
          remove();
          throw error;
        });
        return async () => {
          remove();
          await stop();
        };
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      pendingMigrations: () => countPendingMigrations(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('Only an embedded database can dump its data directory')),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pglite');
    await mkdir(dataPath, { recursive: true });
  }
  // pg_trgm serves the storefront's search index (migration 0011 creates the extension).
  const extensions = { pg_trgm };
  const client = await PGlite.create(
    dataPath,
    options.template ? { loadDataDir: options.template, extensions } : { extensions },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusively: (_name, work) => work(),
    // One process, one connection: its own notifications arrive with the statement that caused them.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: () => countPendingMigrations(db),
    poolStats: () => undefined,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
