import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * Scratch databases on a PostgreSQL server, for the integration tests and the browser tests' own
 * servers; free of any test runner, so both kinds of test import it.
 */

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

/**
 * pg's pool.end() resolves once its clients have said goodbye, not once the server has let them go;
 * a FORCE drop in that moment sends them a FATAL error nobody listens for (an uncaught exception).
 */
async function dropWhenDisconnected(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 2000; waited += 20) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.open ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database per test file, so files run in parallel without seeing each other's rows. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropWhenDisconnected(serverUrl, name),
  };
}
