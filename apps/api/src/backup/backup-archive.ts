import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';

/**
 * `npm run db:backup` and `npm run db:restore` (README "Backups"). One backup is one tar file:
 *
 *   manifest.json         what it holds, when it was taken, and the SHA-256 of every other entry
 *   database/pglite.tgz   the embedded database's data directory (taken while stopped), or
 *   database/postgres.dump  `pg_dump --format=custom` of the PostgreSQL database
 *   files/…               uploaded files, when they live in a folder (FILE_STORAGE=fs); with the
 *                         `postgres` driver they are rows of the dump
 *   jwt-secret            the embedded install's generated signing secret, when there is one
 *
 * A restore goes into an empty target only (an empty data folder, a database without tables) unless
 * forced, which first removes what is there.
 */

export type BackupSource = Pick<Config, 'databaseUrl' | 'dataDir' | 'fileStorage'>;

export type BackupManifest = {
  format: 'iot-marketplace-backup';
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Where the files were: a folder (copied into files/) or the database (inside the dump). */
  files: 'folder' | 'database';
  entries: { path: string; bytes: number; sha256: string }[];
};

/** A refusal or failure the operator can act on; the command prints its message and exits 1. */
export class BackupError extends Error {}

const manifestName = 'manifest.json';
const pgliteEntry = 'database/pglite.tgz';
const postgresEntry = 'database/postgres.dump';
const secretEntry = 'jwt-secret';

/** Runs a program to its end; its error output becomes the error's message when it fails. */
function run(command: string, args: string[], environment: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...environment },
    });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error) => reject(new BackupError(`${command} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(command)} failed: ${Buffer.concat(errors).toString().trim()}`));
    });
  });
}

/**
 * pg_dump and pg_restore: POSTGRES_BIN_DIR when set, else on PATH, else Debian's versioned folder
 * (the newest), as .ci/start-postgres.sh finds the server's programs.
 */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const configured = process.env.POSTGRES_BIN_DIR;
  if (configured) return path.join(configured, name);
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, name))) return path.join(folder, name);
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(path.join(debian, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new BackupError(`${name} was not found: install the PostgreSQL client programs or set POSTGRES_BIN_DIR.`);
  return path.join(debian, versions[0], 'bin', name);
}

/** libpq reads the URL itself; the password stays out of the process list in PGPASSWORD. */
function libpqTarget(databaseUrl: string): { url: string; environment: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), environment: password ? { PGPASSWORD: password } : {} };
}

async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(folder, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat().sort();
}

const isNonEmptyFolder = (folder: string) =>
  existsSync(folder) && statSync(folder).isDirectory() && readdirSync(folder).length > 0;

const filesFolder = (source: BackupSource) => path.join(source.dataDir, 'files');

/** Writes a backup of `source` to `outputFile` (a .tar), answering its manifest. */
export async function createBackup(source: BackupSource, outputFile: string): Promise<BackupManifest> {
  if (existsSync(outputFile)) throw new BackupError(`${outputFile} already exists; choose another name.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'iot-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    if (source.databaseUrl) {
      const target = libpqTarget(source.databaseUrl);
      // No owners or grants: the backup restores into whatever role the target's operator uses.
      await run(
        postgresProgram('pg_dump'),
        ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(staging, postgresEntry)}`, target.url],
        target.environment,
      );
    } else {
      const cluster = path.join(source.dataDir, 'pglite');
      if (!existsSync(path.join(cluster, 'PG_VERSION')))
        throw new BackupError(`No embedded database in ${path.resolve(source.dataDir)}.`);
      // A file-system level backup of a stopped cluster (PGlite's folder is PostgreSQL's own data
      // directory): PGlite keeps postmaster.pid there while a process has it open.
      if (existsSync(path.join(cluster, 'postmaster.pid')))
        throw new BackupError(
          'The embedded database is open (or was not closed cleanly): stop the server first; if none runs, start and stop it once.',
        );
      await run('tar', [
        '--create',
        '--gzip',
        `--file=${path.join(staging, pgliteEntry)}`,
        `--directory=${cluster}`,
        '.',
      ]);
      const secret = path.join(source.dataDir, secretEntry);
      if (existsSync(secret)) await cp(secret, path.join(staging, secretEntry));
    }
    if (source.fileStorage === 'fs' && isNonEmptyFolder(filesFolder(source)))
      await cp(filesFolder(source), path.join(staging, 'files'), { recursive: true });

    const entries = await Promise.all(
      (await listFiles(staging)).map(async (entry) => {
        const file = path.join(staging, entry);
        return { path: entry, bytes: (await stat(file)).size, sha256: await sha256(file) };
      }),
    );
    const manifest: BackupManifest = {
      format: 'iot-marketplace-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: source.databaseUrl ? 'postgres' : 'pglite',
      files: source.fileStorage === 'fs' ? 'folder' : 'database',
      entries,
    };
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(outputFile)), { recursive: true });
    await run('tar', ['--create', `--file=${path.resolve(outputFile)}`, `--directory=${staging}`, '.']);
    // It holds password hashes, sessions and possibly the signing secret.
    await chmod(outputFile, 0o600);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, manifestName);
  const manifest = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Partial<BackupManifest>) : {};
  if (manifest.format !== 'iot-marketplace-backup' || manifest.version !== 1 || !Array.isArray(manifest.entries))
    throw new BackupError('This is not a backup of the marketplace (no manifest.json of version 1).');
  for (const entry of manifest.entries) {
    const entryFile = path.join(folder, entry.path);
    if (!existsSync(entryFile) || (await sha256(entryFile)) !== entry.sha256)
      throw new BackupError(`The backup is damaged: ${entry.path} is missing or differs from its checksum.`);
  }
  return manifest as BackupManifest;
}

/** Tables in the target database's own schemas (anything but PostgreSQL's catalogs). */
async function userTables(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return rows[0]?.n ?? 0;
}

/** Removes every schema of the application (and what lives in them), leaving an empty public schema. */
async function emptyDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg\\_temp\\_%'
        and nspname not like 'pg\\_toast\\_temp\\_%'`,
  );
  for (const { name } of rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
  await client.query('create schema public');
}

export type RestoreOptions = { force?: boolean };

/** Restores `archiveFile` into `target`, which must be empty unless `force`; answers the manifest. */
export async function restoreBackup(
  target: BackupSource,
  archiveFile: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  if (!existsSync(archiveFile)) throw new BackupError(`${archiveFile} does not exist.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'iot-restore-'));
  try {
    await run('tar', ['--extract', `--file=${path.resolve(archiveFile)}`, `--directory=${staging}`]);
    const manifest = await readManifest(staging);
    const targetKind = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== targetKind)
      throw new BackupError(
        manifest.database === 'pglite'
          ? 'This backup holds an embedded database: restore it without DATABASE_URL.'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it.',
      );
    const files = filesFolder(target);
    const hasFiles = manifest.entries.some((entry) => entry.path.startsWith('files/'));
    if (hasFiles && target.fileStorage !== 'fs')
      throw new BackupError('This backup keeps its files in a folder: restore it with FILE_STORAGE=fs.');

    if (target.databaseUrl) {
      const connection = libpqTarget(target.databaseUrl);
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        const tables = await userTables(client);
        if (tables > 0 && !options.force)
          throw new BackupError(
            `The database is not empty (${tables} tables); restore into an empty one, or pass --force to replace it.`,
          );
        if (hasFiles && isNonEmptyFolder(files) && !options.force)
          throw new BackupError(`${path.resolve(files)} is not empty; pass --force to replace it.`);
        if (tables > 0) await emptyDatabase(client);
      } finally {
        await client.end();
      }
      await run(
        postgresProgram('pg_restore'),
        [
          '--no-owner',
          '--no-acl',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${connection.url}`,
          path.join(staging, postgresEntry),
        ],
        connection.environment,
      );
    } else {
      const pgliteFolder = path.join(target.dataDir, 'pglite');
      const secret = path.join(target.dataDir, secretEntry);
      const occupied = [pgliteFolder, files].filter(isNonEmptyFolder);
      if (existsSync(secret)) occupied.push(secret);
      if (occupied.length && !options.force)
        throw new BackupError(
          `The data folder ${path.resolve(target.dataDir)} is not empty; restore into an empty one, or pass --force to replace it.`,
        );
      for (const entry of [pgliteFolder, files, secret]) await rm(entry, { recursive: true, force: true });
      await mkdir(pgliteFolder, { recursive: true });
      await run('tar', [
        '--extract',
        '--gzip',
        `--file=${path.join(staging, pgliteEntry)}`,
        `--directory=${pgliteFolder}`,
      ]);
      if (existsSync(path.join(staging, secretEntry))) {
        await cp(path.join(staging, secretEntry), secret);
        await chmod(secret, 0o600);
      }
    }
    if (hasFiles) {
      await rm(files, { recursive: true, force: true });
      await cp(path.join(staging, 'files'), files, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
