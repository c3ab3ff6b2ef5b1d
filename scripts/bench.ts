import { randomUUID } from 'node:crypto';
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
import { signAccessToken } from '../apps/api/src/modules/auth/access-token.ts';
import { listCities } from '../apps/api/src/modules/locations/location-data.ts';
import { cartLinesToQuery, type Pricing } from '../packages/shared/src/cart.ts';
import { sandboxToken } from '../packages/shared/src/sandbox-cards.ts';
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

async function throughput(
  url: string,
  seconds: number,
  concurrency = 16,
  init: () => RequestInit = () => ({}),
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url, init());
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
// Commerce: a 5-line cart priced, and orders placed with the sandbox's 4242 card, one customer and
// a new idempotency key per order, on a product with stock enough for the whole run.
const signFor = (realm: 'admin' | 'customer', extra: object = {}) =>
  signAccessToken(
    app.tokenSecret,
    { sub: randomUUID(), realm, isAdmin: realm === 'admin', permissions: [], ...extra },
    '1h',
  );
const cartProducts = (
  (await (await fetch(`${appUrl}/marketplace-customer/products?limit=5&type=device`)).json()) as {
    data: { _id: string; images: string[] }[];
  }
).data;
const cartQuery = cartLinesToQuery(cartProducts.map((product) => ({ id: product._id, quantity: 1 })));
const stocked = await fetch(`${appUrl}/marketplace/products`, {
  method: 'POST',
  headers: { authorization: `Bearer ${await signFor('admin')}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Bench stock',
    code: 'BENCH-STOCK',
    price: 10,
    type: 'integration',
    platformType: 'cloud',
    images: cartProducts[0]?.images.slice(0, 1) ?? [],
    stock: 1_000_000,
  }),
});
if (!stocked.ok) throw new Error(`bench product: ${stocked.status} ${await stocked.text()}`);
const benchProduct = ((await stocked.json()) as { data: { _id: string } }).data._id;
const orderItems = [{ id: benchProduct, quantity: 1 }];
const orderReceipt = (
  (await (
    await fetch(`${appUrl}/marketplace-customer/orders/pricing?items=${cartLinesToQuery(orderItems)}`)
  ).json()) as {
    data: Pricing;
  }
).data;
const [city] = await listCities('AE', 'en');
const customerBearer = `Bearer ${await signFor('customer', { kind: 'root' })}`;
const orderRequest = JSON.stringify({
  items: orderItems,
  address: {
    country: 'AE',
    city: city?.id,
    address: 'Bench street 1',
    fullName: 'Bench Buyer',
    phoneNumber: '+971500000000',
  },
  payment: { kind: 'card', token: sandboxToken('4242424242424242', 12, 2030), holderName: 'Bench Buyer' },
  receipt: {
    currency: orderReceipt.currency,
    total: orderReceipt.total,
    lines: orderReceipt.lines.map((line) => ({ productId: line.productId, unitPrice: line.unitPrice })),
  },
});
const commerce = [
  {
    name: 'GET /marketplace-customer/orders/pricing (pricing of a 5-line cart)',
    url: `${appUrl}/marketplace-customer/orders/pricing?items=${cartQuery}`,
    init: () => ({}),
  },
  {
    name: 'POST /marketplace-customer/orders (order placement)',
    url: `${appUrl}/marketplace-customer/orders`,
    init: (): RequestInit => ({
      method: 'POST',
      headers: {
        authorization: customerBearer,
        'content-type': 'application/json',
        'idempotency-key': `bench_${randomUUID().replaceAll('-', '')}`,
      },
      body: orderRequest,
    }),
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
for (const item of commerce) {
  await throughput(item.url, 0.5, 16, item.init);
  const rate = await throughput(item.url, seconds, 16, item.init);
  console.log(`${item.name}: ${rate.toFixed(0)} req/s = ${(rate / baseline).toFixed(2)} × baseline`);
}
await app.close();
await bare.close();
await database.close();
