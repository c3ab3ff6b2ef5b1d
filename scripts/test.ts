import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refreshDocCopiesCommand, staleDocCopies } from './doc-copies.ts';

/**
 * `npm test`: everything a change must pass, in order — the docs/ copies of ../shared, typecheck,
 * lint (which includes kebab-case file names and no import cycles), unit and API tests (PGlite, plus
 * PostgreSQL when TEST_DATABASE_URL is set), then browser tests in system Chromium.
 * Ends with one "N passed, N failed" line counting every test run.
 */
const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'iot-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failures.push(name);
  console.log(`${result.status === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
  return result.status === 0;
}

/**
 * Runs single-threaded checks side by side (each of tsc, ESLint and Prettier uses one core), each
 * one's output printed whole when it ends so that the logs do not interleave.
 */
async function runTogether(steps: { name: string; command: string; args: string[] }[]): Promise<void> {
  await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise<void>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            if (code !== 0) failures.push(name);
            console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
            resolve();
          });
        }),
    ),
  );
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Only where shared/ sits beside the repository (the main checkout, CI); a lone clone skips quietly.
const stale = staleDocCopies(path.join(root, '..', 'shared'), path.join(root, 'docs'));
if (stale) {
  console.log('\n▶ docs/ copies of ../shared');
  if (stale.length) {
    failures.push('docs copies');
    console.log(`✖ docs/${stale.join(', docs/')} differ from ../shared; refresh them with: ${refreshDocCopiesCommand}`);
  } else console.log('✔ docs/ copies of ../shared');
}

await runTogether([
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
]);

const vitestReport = path.join(reports, 'vitest.json');
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport) as
  { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | undefined;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

const playwrightReport = path.join(reports, 'playwright.json');
run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const playwright = readJson(playwrightReport) as
  { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | undefined;
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
