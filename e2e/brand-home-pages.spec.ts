import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database.ts';
import { colorDifference } from '../packages/shared/src/brand-colors.ts';
import { brandNames } from '../packages/shared/src/brands.ts';
import { ensureWebBuild } from '../scripts/build-web.ts';
import { expect, test } from './fixtures.ts';
import { brandHomeServerPort } from './servers.ts';

/**
 * The twelve brands' home pages side by side. The hero slides are seeded by the server for the
 * brand it runs as (BRAND on the API: demo-banner-artwork.ts), while the header, theme and logo come
 * from the web build (BRAND at build time, checked per build in shell.spec.ts and by the registry's
 * unit tests). Building twelve web apps costs some 20 s each, so the twelve servers here run their
 * own brand over the one web build the other specs use: what the test compares, the hero, is the
 * server's part.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'iot-brand-homes-'));
// Two cores: four servers seeding at once is what the machine takes without starving the browser.
const batchSize = 4;

// With a PostgreSQL server at hand (TEST_DATABASE_URL, as on CI), each brand seeds a scratch
// database there, several times faster than initialising and seeding twelve embedded ones.
const postgresServer = process.env.TEST_DATABASE_URL;

// Every server this spec starts, stopped after the test even when it times out (a server left
// behind would answer the next run's requests on its port), then its scratch database dropped.
const started = new Set<ChildProcess>();
const scratchDatabases: { drop: () => Promise<void> }[] = [];
test.afterEach(async () => {
  await Promise.all(
    [...started].map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server.exitCode !== null || server.signalCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        }),
    ),
  );
  started.clear();
  await Promise.all(scratchDatabases.splice(0).map((database) => database.drop()));
});

async function startServer(brand: string, port: number): Promise<ChildProcess> {
  const taken = await fetch(`http://127.0.0.1:${port}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: another server is running there`);
  const database = postgresServer ? await createScratchDatabase(postgresServer) : undefined;
  if (database) scratchDatabases.push(database);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(database
        ? { DATABASE_URL: database.url, FILE_STORAGE: 'postgres' }
        : { DATA_DIR: path.join(dataRoot, brand) }),
      WEB_DIST_DIR: path.join(root, 'apps/web/dist/alef'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_ORDERS: 'false',
    },
  });
  started.add(server);
  return server;
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server for ${url} exited with ${server.exitCode}`);
    const ready = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The most common colour of the hero picture's pixels, in buckets of 8 levels per channel. */
function dominantColor(png: Buffer, region: { x: number; y: number; width: number; height: number }): string {
  const image = PNG.sync.read(png);
  const counts = new Map<number, number>();
  for (let y = Math.round(region.y); y < Math.round(region.y + region.height); y += 2) {
    for (let x = Math.round(region.x); x < Math.round(region.x + region.width); x += 2) {
      const offset = (y * image.width + x) * 4;
      const key =
        ((image.data[offset] ?? 0) >> 3) * 1024 +
        ((image.data[offset + 1] ?? 0) >> 3) * 32 +
        ((image.data[offset + 2] ?? 0) >> 3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const [key] = [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const channel = (value: number) => ((value << 3) + 4).toString(16).padStart(2, '0');
  return `#${channel(key >> 10)}${channel((key >> 5) & 31)}${channel(key & 31)}`;
}

test('the twelve brands’ home pages each show a hero in their own colour', async ({ page }, testInfo) => {
  // Twelve servers seed their demo data, four at a time, beside the other worker's specs.
  test.setTimeout(480_000);
  ensureWebBuild('alef');
  await page.setViewportSize({ width: 1440, height: 900 });
  const heroes: { brand: string; color: string }[] = [];
  for (let start = 0; start < brandNames.length; start += batchSize) {
    const batch = await Promise.all(
      brandNames.slice(start, start + batchSize).map(async (brand, offset) => {
        const port = brandHomeServerPort(start + offset);
        return { brand, url: `http://127.0.0.1:${port}`, server: await startServer(brand, port) };
      }),
    );
    try {
      await Promise.all(batch.map(({ url, server }) => waitUntilReady(url, server)));
      for (const { brand, url } of batch) {
        await page.goto(`${url}/en`);
        const slide = page.getByRole('group', { name: /^1 of/ }).locator('img');
        await expect(slide).toBeVisible();
        await expect
          .poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
          .toBeTruthy();
        const screenshot = await page.screenshot({ path: testInfo.outputPath(`home-${brand}.png`) });
        const box = await slide.boundingBox();
        if (!box) throw new Error(`no hero picture on ${brand}`);
        heroes.push({ brand, color: dominantColor(screenshot, { ...box, height: Math.min(box.height, 900 - box.y) }) });
      }
    } finally {
      for (const { server } of batch) server.kill('SIGTERM');
    }
  }
  console.log(heroes.map(({ brand, color }) => `${brand} ${color}`).join('\n'));
  const alike = heroes.flatMap((hero, index) =>
    heroes
      .slice(index + 1)
      .filter((other) => colorDifference(hero.color, other.color) < 10)
      .map((other) => `${hero.brand} ${hero.color} / ${other.brand} ${other.color}`),
  );
  expect(alike).toEqual([]);
});
