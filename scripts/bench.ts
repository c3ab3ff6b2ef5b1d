import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './build-web.ts';
import { startChildServer, type ChildServer } from './bench/child-server.ts';
import { firstLoadJavaScript, storefrontPages } from './bench/first-load-js.ts';
import { lighthouse } from './bench/lighthouse.ts';
import { measure, type LoadOptions } from './bench/load.ts';
import { createBenchDatabase, dropBenchDatabase, postgresCpuReader } from './bench/postgres.ts';
import {
  printFirstLoad,
  printLighthouse,
  printSize,
  writeResult,
  type BenchResult,
  type SizeResult,
} from './bench/report.ts';
import { bareTarget, storefrontTargets } from './bench/targets.ts';

/**
 * `npm run bench` (README "Benchmark"): what shoppers feel, at several catalog sizes. For each size
 * a fresh catalog is seeded and the app runs in a process of its own; autocannon loads it from this
 * process, target after target, beside a bare Fastify route (another process) measured in the same
 * run, because the machines here are shared and noisy: absolute numbers mean little, ratios travel.
 * Then the storefront's first-load JavaScript, and Lighthouse on the smallest catalog.
 */

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const sizes = (env.BENCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size.trim().replaceAll('_', '')))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const seconds = Number(env.BENCH_SECONDS ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 100);
const warmUpSeconds = Math.min(2, Math.max(0.5, seconds / 5));
const withLighthouse = env.BENCH_LIGHTHOUSE !== '0';
const cache = env.BENCH_CACHE === 'off' ? 'off' : 'on';
const adminUrl = env.BENCH_DATABASE_URL || undefined;
if (sizes.length === 0) throw new Error('BENCH_SIZES names no catalog size (e.g. BENCH_SIZES=1000,10000)');

const result: BenchResult = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), loadAverage: os.loadavg(), node: process.version },
  settings: { seconds, warmUpSeconds, connections, cache },
  firstLoad: [],
  sizes: [],
  lighthouse: [],
};
console.log(
  `bench: sizes ${sizes.join(', ')}; ${seconds} s per target after ${warmUpSeconds} s of warm-up; ${connections} connections; ` +
    `${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}; public cache ${cache}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.availableParallelism()} cores`,
);

const distDir = ensureWebBuild(env.BRAND || undefined);
result.firstLoad = storefrontPages.map(({ page, route }) => firstLoadJavaScript(distDir, page, route));
printFirstLoad(result.firstLoad);

const databaseCpuMs = adminUrl ? await postgresCpuReader(adminUrl) : undefined;
if (adminUrl && !databaseCpuMs) console.log('(the PostgreSQL server is not a process here: its CPU is not measured)');

const bare = await startChildServer('bare');
const running: ChildServer[] = [bare];
try {
  for (const [index, size] of sizes.entries()) {
    const databaseName = `bench_${size}`;
    const databaseUrl = adminUrl ? await createBenchDatabase(adminUrl, databaseName) : undefined;
    let app: ChildServer | undefined;
    try {
      app = await startChildServer('app', {
        BENCH_SIZE: String(size),
        BENCH_APP_DATABASE_URL: databaseUrl ?? '',
        ...(cache === 'off' ? { PUBLIC_CACHE_SECONDS: '0' } : {}),
      });
      running.push(app);
      const { url, seed, fixtures } = app.ready;
      if (!seed || !fixtures) throw new Error('the app process sent no seed or fixtures');

      if (withLighthouse && index === 0) {
        console.log(`\nLighthouse on the ${size.toLocaleString('en')}-product catalog…`);
        // The addresses the storefront links to and search engines list: with their language (an
        // address without one is redirected there first), in both, for a first visit and for a
        // signed-in shopper with a cart.
        const pages = ['en', 'ar'].flatMap((language) => [
          { page: `home (${language})`, path: `/${language}` },
          { page: `list (${language})`, path: `/${language}/products` },
          { page: `product page (${language})`, path: `/${language}/products/${fixtures.productIds[0] ?? ''}` },
        ]);
        for (const shopper of [undefined, fixtures.shopperStorage]) {
          for (const page of pages) {
            try {
              result.lighthouse.push(await lighthouse(page.page, `${url}${page.path}`, 3, shopper));
            } catch (error) {
              console.log(`  ${page.page}: ${(error as Error).message}`);
            }
          }
        }
        printLighthouse(result.lighthouse);
      }

      const options = (server: ChildServer, bareRequestsPerSecond: number | undefined): LoadOptions => ({
        connections,
        seconds,
        warmUpSeconds,
        appCpuMs: server.cpuMs,
        databaseCpuMs: server === bare ? undefined : databaseCpuMs,
        bareRequestsPerSecond,
      });
      const baseline = await measure(bare.ready.url, bareTarget, options(bare, undefined));
      const sizeResult: SizeResult = {
        products: size,
        database: seed.database,
        seedSeconds: seed.seconds,
        targets: [baseline],
      };
      for (const target of storefrontTargets(size, fixtures)) {
        const figures = await measure(url, target, options(app, baseline.requestsPerSecond));
        sizeResult.targets.push(figures);
        // The table comes once the size is done; a slow target can take minutes, so say where we are.
        console.error(`  ${size}: ${target.name}: ${figures.requestsPerSecond.toFixed(1)} req/s`);
      }
      result.sizes.push(sizeResult);
      printSize(sizeResult);
    } finally {
      await app?.stop();
      if (adminUrl) await dropBenchDatabase(adminUrl, databaseName);
    }
  }
} finally {
  await Promise.all(running.map((server) => server.stop()));
  const file = writeResult(root, result);
  console.log(`\nAll figures: ${path.relative(root, file)}`);
}
