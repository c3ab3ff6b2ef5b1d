import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { median } from './figures.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

export type LighthouseFigures = {
  page: string;
  /** Who visits: a first visit, or a signed-in shopper with a cart (their browser's storage). */
  visitor: 'anonymous' | 'signed in with a cart';
  url: string;
  runs: number;
  /** 0–100, Lighthouse's performance score. */
  score: number;
  /** 0–100, Lighthouse's SEO score (title, description, canonical, hreflang, status, robots.txt, …). */
  seo: number;
  /** The SEO audits that failed in any run, by id (empty at 100). */
  seoFailures: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

type Report = {
  categories: {
    performance: { score: number | null };
    seo: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<string, { numericValue?: number; score?: number | null }>;
  runtimeError?: { message: string };
};

const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';
const debuggingPort = 9333;

/**
 * The visitor's browser: the system Chromium, already running as a visitor's is, which Lighthouse
 * drives through its debugging port with its own storage reset off (that reset would sign the
 * shopper out). Before each run its HTTP cache is emptied and the page's origin is given the
 * visitor's localStorage: none and no cookies for a first visit, the shopper's for a signed-in one.
 * A browser started anew for each run (Lighthouse's CLI default) spends its own start-up on the
 * same two cores while the page loads: interleaved on one page, that alone moved the Arabic list's
 * median blocking time from about 155 ms to about 300 ms (docs/decisions.md, Performance).
 */
async function visitorBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', `--remote-debugging-port=${debuggingPort}`],
  });
}

async function prepareVisit(browser: Browser, url: string, storage: Record<string, string> | undefined) {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(new URL('/health/live', url).href).catch(() => page.goto(new URL('/', url).href));
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage ?? {});
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  if (!storage) await session.send('Network.clearBrowserCookies');
  await page.close();
}

async function runOnce(url: string): Promise<Report> {
  const browserFlags = [`--port=${debuggingPort}`, '--disable-storage-reset'];
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance,seo',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...browserFlags,
    ],
    {
      env: { ...process.env, CHROME_PATH: chromePath() },
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
 * each figure. Each run is a first visit, or with `shopperStorage` a signed-in shopper's
 * (visitorBrowser).
 */
export async function lighthouse(
  page: string,
  url: string,
  runs: number,
  shopperStorage?: Record<string, string>,
): Promise<LighthouseFigures> {
  const reports: Report[] = [];
  const failures: string[] = [];
  const browser = await visitorBrowser();
  try {
    // Under load a trace is sometimes unusable (NO_NAVSTART): Lighthouse's advice is to run it again.
    while (reports.length < runs && failures.length < 3) {
      try {
        await prepareVisit(browser, url, shopperStorage);
        reports.push(await runOnce(url));
      } catch (error) {
        failures.push(failureReason(error));
      }
    }
  } finally {
    await browser.close();
  }
  if (reports.length === 0) throw new Error(`lighthouse ${url} failed: ${failures.join('; ')}`);
  const audit = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
  return {
    page,
    visitor: shopperStorage ? 'signed in with a cart' : 'anonymous',
    url,
    runs: reports.length,
    score: median(reports.map((report) => (report.categories.performance.score ?? Number.NaN) * 100)),
    seo: median(reports.map((report) => (report.categories.seo.score ?? Number.NaN) * 100)),
    seoFailures: [
      ...new Set(
        reports.flatMap((report) =>
          report.categories.seo.auditRefs
            .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
        ),
      ),
    ],
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
