import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@iot/shared/auth';

/**
 * `npm run admin:create` (README §Commands), run as an operator runs it: a child process on an embedded
 * database in a fresh DATA_DIR. Exit codes follow sysexits: 64 bad usage, 1 refused.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-admin-create-'));

function adminCreate(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:create', () => {
  it('refuses a missing or malformed e-mail and a weak password, creating nothing', () => {
    expect(adminCreate()).toMatchObject({ status: 64, err: expect.stringContaining('--email is required.') });
    expect(adminCreate('--email', 'not-an-email')).toMatchObject({
      status: 64,
      err: expect.stringContaining('Not an e-mail address.'),
    });
    const weak = adminCreate('--email', 'ops@example.com', '--password', 'short');
    expect(weak.status).toBe(64);
    expect(weak.err).toContain('The password is too weak');
  }, 60_000);

  it('creates a super admin with a generated 20-character password shown once, and refuses the same e-mail again', () => {
    const created = adminCreate('--email', 'Ops@Example.com', '--first-name', 'Nour');
    expect(created.status, created.err).toBe(0);
    expect(created.out).toMatch(/^Created super admin ops@example\.com \(id [0-9a-f-]{36}\)\./m);
    const password = /Generated password \(shown only now\): (\S+)/.exec(created.out)?.[1] ?? '';
    expect(password).toHaveLength(20);
    expect(newPasswordSchema.safeParse(password).success).toBe(true);

    const again = adminCreate('--email', 'ops@example.com', '--password', 'An0ther#Strong-pass');
    expect(again.status).toBe(1);
    expect(again.err).toContain(
      'An administrator with the e-mail ops@example.com already exists; nothing was changed.',
    );
  }, 120_000);
});
