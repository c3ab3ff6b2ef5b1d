import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDemoData } from '../apps/api/src/seed.ts';
import { databaseStorage } from '../apps/api/src/modules/files/file-storage.ts';
import { seedDemoCatalog } from '../apps/api/src/modules/products/demo-catalog.ts';
import { ensureWebBuild } from './build-web.ts';
import { readWebBuild } from './web-build-manifest.ts';

/**
 * `npm run bench`: figures for the hot paths, each beside a baseline measured in the same run,
 * because machines here are shared and noisy: absolute numbers mean little, ratios travel.
 */

/**
 * The JavaScript a first visit to a page downloads: the entry, the page's lazy route chunk, and
 * every chunk they import statically (what the browser must have before the page can render).
 */
function firstLoadJavaScript(distDir: string, routePattern: RegExp): { files: number; gzipBytes: number } {
  const build = readWebBuild(distDir);
  const starts = [
    ...(build.entry ? [build.entry] : []),
    ...build.storefrontRoutes.filter((route) => routePattern.test(route)),
  ];
  const chunks = new Set(starts.flatMap((start) => build.staticClosure(start)));
  const files = [...chunks].map(build.fileOf).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { files: files.length, gzipBytes };
}

async function throughput(url: string, seconds: number, concurrency = 16): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / seconds;
}

const distDir = ensureWebBuild(process.env.BRAND || undefined);
const pages = [
  { name: 'home', route: /routes\/store\/home-route\.tsx$/ },
  // Only the product page's own route module: products-route.tsx is the list page.
  { name: 'product page', route: /routes\/store\/product-route\.tsx$/ },
];
for (const page of pages) {
  const bundle = firstLoadJavaScript(distDir, page.route);
  console.log(
    `storefront first-load JavaScript, ${page.name} (gzip): ${(bundle.gzipBytes / 1024).toFixed(1)} KiB in ${bundle.files} files`,
  );
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', FILE_STORAGE: 'postgres' });
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({ config, database, tokenSecret: 'bench-secret-bench-secret-bench-secret', logger: false });
await seedDemoData(app);
await seedDemoCatalog(app, databaseStorage);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ data: { ok: true } }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const cases = [
  { name: 'GET /marketplace-customer/settings', url: `${appUrl}/marketplace-customer/settings` },
  {
    name: 'GET /marketplace-customer/metadata/v1/Countries',
    url: `${appUrl}/marketplace-customer/metadata/v1/Countries`,
  },
  { name: 'GET /marketplace-customer/products (page of 12)', url: `${appUrl}/marketplace-customer/products?limit=12` },
  {
    name: 'GET /marketplace-customer/products filtered, sorted by name',
    url: `${appUrl}/marketplace-customer/products?type=device&communicationType=4g&sort=nameAsc&limit=9`,
  },
];
await throughput(`${bareUrl}/bare`, 0.5);
const baseline = await throughput(`${bareUrl}/bare`, seconds);
console.log(`baseline: bare Fastify route ${baseline.toFixed(0)} req/s`);
for (const item of cases) {
  await throughput(item.url, 0.5);
  const rate = await throughput(item.url, seconds);
  console.log(`${item.name}: ${rate.toFixed(0)} req/s = ${(rate / baseline).toFixed(2)} × baseline`);
}
await app.close();
await bare.close();
await database.close();
