import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../apps/api/src/backup/backup-archive.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';

// `npm run db:restore -- <file.tar> [--force]`: a backup of `npm run db:backup` into the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR), which must be empty unless --force
// (README "Backups"). Stop the server first.
const usage = 'Usage: npm run db:restore -- <backup.tar> [--force]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let archive: string;
let force: boolean;
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new Error('Name one backup file.');
  archive = positionals[0] ?? '';
  force = values.force;
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 64);
}

try {
  const config = loadConfig();
  const manifest = await restoreBackup(config, archive, { force });
  console.log(
    `Restored the backup of ${manifest.createdAt} into the ${manifest.database === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
  );
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 78);
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
