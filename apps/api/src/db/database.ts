import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both engines: nothing outside this file knows which one is running (DESIGN §Data). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

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
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, which `template` starts another database from. */
  dumpDataDir: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite in memory only: start from this dumped data directory instead of an empty one (tests). */
  template?: Blob | undefined;
};

/** PostgreSQL when a URL is given; otherwise embedded PGlite under DATA_DIR (or in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
      ping: async () => {
        await db.execute(sql`select 1`);
      },
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
