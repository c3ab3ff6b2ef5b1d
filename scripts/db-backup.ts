import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../apps/api/src/backup/backup-archive.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';

// `npm run db:backup [-- --output <file.tar>]`: one archive of the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR) and its uploaded files (README "Backups").
const usage = 'Usage: npm run db:backup [-- --output <file.tar>]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let output: string;
try {
  const { values } = parseArgs({ options: { output: { type: 'string' } }, strict: true });
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  output = values.output ?? path.join('backups', `iot-marketplace-${stamp}.tar`);
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 64);
}

try {
  const config = loadConfig();
  const manifest = await createBackup(config, output);
  const bytes = manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const files = manifest.entries.filter((entry) => entry.path.startsWith('files/')).length;
  console.log(
    `Backed up the ${manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database` +
      `${manifest.files === 'folder' ? ` and ${files} stored files` : ' (files inside it)'}` +
      ` to ${output} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`,
  );
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 78);
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
