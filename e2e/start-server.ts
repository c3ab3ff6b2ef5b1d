import pg from 'pg';

/**
 * Starts the product for the browser tests as `npm start` does. Given a PostgreSQL server
 * (E2E_POSTGRES_URL, which CI sets to its throwaway server), each app gets a fresh database of its
 * own there instead of the embedded one: the embedded database answers on the app's own thread, so
 * two test workers on one app wait for each other; PostgreSQL answers beside it (docs/decisions.md).
 */
const serverUrl = process.env.E2E_POSTGRES_URL;
if (serverUrl) {
  const name = `e2e_${process.env.PORT ?? '3000'}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import('../scripts/start.ts');
