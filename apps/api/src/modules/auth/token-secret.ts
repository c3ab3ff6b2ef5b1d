import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set (required in production); otherwise a random secret kept in DATA_DIR so the
 * embedded demo's sessions survive a restart without anyone configuring a secret.
 */
export async function resolveTokenSecret(configured: string | undefined, dataDir: string | undefined): Promise<string> {
  if (configured) return configured;
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
