import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { parseProcStat, serverTicks, type ProcStat } from './figures.ts';

/**
 * The PostgreSQL side of `npm run bench` (BENCH_DATABASE_URL): a fresh database per catalog size,
 * created and dropped through that admin connection, and the server's CPU time read from /proc.
 */

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database `name` on the server of `adminUrl` (an older one of that name is dropped); its URL. */
export async function createBenchDatabase(adminUrl: string, name: string): Promise<string> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
  return databaseUrl(adminUrl, name);
}

export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

function readStat(pid: number | string): ProcStat | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // gone meanwhile, or not ours to read
  }
}

/**
 * CPU milliseconds the PostgreSQL server has used so far (postmaster, its backends and helpers, and
 * backends that have ended), or undefined when the server is not a process on this machine. The
 * postmaster is the parent of the backend serving our own connection.
 */
export async function postgresCpuReader(adminUrl: string): Promise<(() => number) | undefined> {
  // Read while connected: the backend ends with the connection.
  const backend = await withAdmin(adminUrl, async (client) => {
    const result = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = result.rows[0]?.pid;
    return pid === undefined ? undefined : readStat(pid);
  });
  const postmaster = backend ? readStat(backend.ppid) : undefined;
  if (!postmaster || !backend?.name.startsWith('postgres') || !postmaster.name.startsWith('postgres')) return undefined;
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return () => {
    const stats = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(readStat)
      .filter((stat): stat is ProcStat => stat !== undefined);
    return ((serverTicks(stats, postmaster.pid) ?? Number.NaN) * 1000) / ticksPerSecond;
  };
}
