import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { median } from './figures.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

export type LighthouseFigures = {
  page: string;
  url: string;
  runs: number;
  /** 0–100, Lighthouse's performance score. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};

async function runOnce(url: string): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  return report;
}

/**
 * Why an attempt failed, in a line: the end of what Lighthouse wrote to stderr (its error), else the
 * error's first line. A failed command's own first line only repeats the command.
 */
function failureReason(error: unknown): string {
  const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? error.stderr : undefined;
  const said = typeof stderr === 'string' ? stderr.trim().split('\n').slice(-3).join(' | ') : '';
  if (said) return said;
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/**
 * Lighthouse's default (mobile) preset, `runs` times, on the system Chromium (CHROME_PATH, never a
 * downloaded browser), headless and without the sandbox (the bench may run as root); the median of
 * each figure.
 */
export async function lighthouse(page: string, url: string, runs: number): Promise<LighthouseFigures> {
  const reports: Report[] = [];
  const failures: string[] = [];
  // Under load a trace is sometimes unusable (NO_NAVSTART): Lighthouse's advice is to run it again.
  while (reports.length < runs && failures.length < 3) {
    try {
      reports.push(await runOnce(url));
    } catch (error) {
      failures.push(failureReason(error));
    }
  }
  if (reports.length === 0) throw new Error(`lighthouse ${url} failed: ${failures.join('; ')}`);
  const audit = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
  return {
    page,
    url,
    runs: reports.length,
    score: median(reports.map((report) => (report.categories.performance.score ?? Number.NaN) * 100)),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
