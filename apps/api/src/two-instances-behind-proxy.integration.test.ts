import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import type { UploadedFile } from '@iot/shared/files';
import type { Pricing } from '@iot/shared/cart';
import { signAccessToken } from './modules/auth/access-token.ts';
import { solveChallenge } from './modules/captcha/proof-of-work.ts';
import { seedDemoData } from './seed.ts';
import { multipart, png } from './test/file-helpers.ts';
import { newIdempotencyKey, orderBody, pricingUrl, testAddress } from './test/order-helpers.ts';
import {
  databaseTargets,
  demoAccounts,
  sharedDatabaseConfig,
  startInstance,
  storeTestImages,
} from './test/test-app.ts';
import { createScratchDatabase } from './test/scratch-database.ts';

/**
 * The deployment's shape (DESIGN §Operations, compose.yaml): two real API processes on one
 * PostgreSQL, files in the database, behind a round-robin proxy. Through the proxy, orders are
 * placed through both; a session started on one works on the other; a per-address limit counts the
 * attempts of both; a change made through one is seen through the other at once; a file uploaded
 * through one is served by the other.
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');
const root = path.resolve(import.meta.dirname, '../../..');
const secret = 'a-secret-both-instances-share-0123456789';
const signInLimit = 6;

type Instance = { name: 'A' | 'B'; port: number; process: ChildProcess; output: string[] };

/** Every server this file started, stopped after its tests even when one failed to come up. */
const spawned: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node --import tsx apps/api/src/server.ts`, as the image runs it, on the shared database. */
async function startServer(name: Instance['name'], databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      FILE_STORAGE: 'postgres',
      JWT_SECRET: secret,
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(root, 'no-web-build'),
      CAPTCHA_DIFFICULTY: '4',
      SIGN_IN_PER_IP_PER_MINUTE: String(signInLimit),
    },
  });
  spawned.push(child);
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const instance = { name, port, process: child, output };
  for (let waited = 0; waited < 40_000; waited += 100) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return instance;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance ${name} did not come up:\n${output.join('')}`);
}

/**
 * The reverse proxy in a few lines: round robin between the instances, the client's address added
 * to X-Forwarded-For (as nginx's $proxy_add_x_forwarded_for does, so a test can also speak for
 * another address), and a log of which instance answered each request. A request may name its
 * instance with `x-upstream` (the test's way to say "through A, then through B"); such requests
 * do not turn the round robin.
 */
function startProxy(instances: Instance[]) {
  const answeredBy: { method: string; url: string; instance: Instance['name'] }[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const pinned = instances.find((instance) => instance.name === request.headers['x-upstream']);
    const upstream = pinned ?? instances[next++ % instances.length];
    if (!upstream) return response.writeHead(502).end();
    answeredBy.push({ method: request.method ?? '', url: request.url ?? '', instance: upstream.name });
    const { 'x-upstream': _pin, ...passed } = request.headers;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...passed, 'x-forwarded-for': forwardedFor };
    const forwarded = http.request(
      { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  return { server, answeredBy };
}

describe.skipIf(!postgres)('two API processes behind a proxy on one PostgreSQL', () => {
  const closers: (() => Promise<unknown>)[] = [];
  const instances: Instance[] = [];
  let proxy: ReturnType<typeof startProxy>;
  let base: string;
  let admin: Record<string, string>;

  /** A request through the proxy, to whichever instance is next or to the one named. */
  const send = (url: string, init: RequestInit & { through?: Instance['name'] } = {}) => {
    const { through, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (through) headers.set('x-upstream', through);
    return fetch(`${base}${url}`, { ...rest, headers });
  };
  const sendJson = (url: string, method: string, body: unknown, init: Parameters<typeof send>[1] = {}) =>
    send(url, {
      ...init,
      method,
      body: JSON.stringify(body),
      headers: { ...Object.fromEntries(new Headers(init.headers)), 'content-type': 'application/json' },
    });

  const captcha = async (through?: Instance['name']) => {
    const response = await send('/marketplace-customer/captcha/challenge', { ...(through ? { through } : {}) });
    const { data } = (await response.json()) as { data: { challenge: string; difficulty: number } };
    return { recaptcha: solveChallenge(data.challenge, data.difficulty) };
  };

  beforeAll(async () => {
    if (!postgres || postgres.name !== 'postgres') return;
    const scratch = await createScratchDatabase(postgres.serverUrl);
    closers.push(scratch.drop);
    // The accounts and settings of a fresh install, written once before the servers start.
    const setup = await startInstance(
      sharedDatabaseConfig(scratch.url, {
        DEMO_COMPANY_EMAIL: demoAccounts.company.email,
        DEMO_COMPANY_PASSWORD: demoAccounts.company.password,
        DEMO_TENANT_ID: demoAccounts.tenantId,
      }),
      [],
    );
    await seedDemoData(setup.app);
    await storeTestImages(setup.database.db);
    await setup.app.close();
    await setup.database.close();

    closers.push(async () => {
      for (const child of spawned) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    });
    instances.push(...(await Promise.all([startServer('A', scratch.url), startServer('B', scratch.url)])));
    proxy = startProxy(instances);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => proxy.server.close(resolve)));
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    admin = {
      authorization: `Bearer ${await signAccessToken(secret, { sub: randomUUID(), isAdmin: true, permissions: [], role: 'super-admin', realm: 'admin' })}`,
    };
  }, 60_000);
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('signs in through A and uses the session through B; places orders through both on one stock', async () => {
    const signedIn = await sendJson(
      '/marketplace-customer/companies/login',
      'POST',
      { username: demoAccounts.company.email, password: demoAccounts.company.password },
      { through: 'A', headers: await captcha('B') },
    );
    expect(signedIn.status).toBe(200);
    const { accessToken } = ((await signedIn.json()) as { data: TokenPair }).data;
    const customer = { authorization: `Bearer ${accessToken}` };
    const mine = await send('/marketplace-customer/orders', { through: 'B', headers: customer });
    expect(mine.status).toBe(200);

    const created = await sendJson(
      '/marketplace/products',
      'POST',
      {
        name: 'Proxy product',
        code: 'PROXY-STOCK',
        price: 30,
        type: 'integration',
        platformType: 'cloud',
        images: ['/files/00000000-0000-4000-8000-000000000001'],
        stock: 5,
      },
      { headers: admin },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const product = ((await created.json()) as { data: { _id: string } }).data._id;

    const address = await testAddress();
    const placedBy: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const items = [{ id: product, quantity: 1 }];
      const receipt = (
        (await (await send(pricingUrl(items), { through: 'B', headers: customer })).json()) as { data: Pricing }
      ).data;
      const placed = await sendJson('/marketplace-customer/orders', 'POST', orderBody(items, receipt, address), {
        headers: { ...customer, 'idempotency-key': newIdempotencyKey() },
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      placedBy.push(proxy.answeredBy.at(-1)?.instance ?? '');
    }
    // The round robin turns on the orders alone (the pricing names its instance): both placed some.
    expect(new Set(placedBy)).toEqual(new Set(['A', 'B']));
    const left = async (through: Instance['name']) => {
      const response = await send(`/marketplace/inventory?search=PROXY-STOCK`, { through, headers: admin });
      const body = (await response.json()) as { data: { level: number }[] };
      return body.data[0]?.level;
    };
    expect([await left('A'), await left('B')]).toEqual([1, 1]);
    const orders = (await await send('/marketplace-customer/orders', { through: 'A', headers: customer }).then((r) =>
      r.json(),
    )) as {
      meta: { total: number };
    };
    expect(orders.meta.total).toBe(4);
  });

  it('counts one address’s sign-in attempts across both instances', async () => {
    // A client address of its own: its window starts with these attempts.
    const client = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    const answered: string[] = [];
    for (let attempt = 0; attempt <= signInLimit; attempt += 1) {
      const response = await sendJson(
        '/marketplace-customer/companies/login',
        'POST',
        { username: `nobody-${attempt}@example.com`, password: 'Wrong-password-1!' },
        { headers: { ...(await captcha('B')), ...client } },
      );
      statuses.push(response.status);
      answered.push(proxy.answeredBy.at(-1)?.instance ?? '');
    }
    // Each instance saw about half of the attempts, under the limit; together they reached it.
    expect(new Set(answered)).toEqual(new Set(['A', 'B']));
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows an admin change made through A through B at once, and serves through B a file uploaded through A', async () => {
    const copyright = async () => {
      const response = await send('/marketplace-customer/settings', { through: 'B' });
      return ((await response.json()) as { data: { copyright: string } }).data.copyright;
    };
    const before = await copyright();
    expect(await copyright()).toBe(before);
    const patched = await sendJson(
      '/marketplace/settings',
      'PATCH',
      { copyright: 'Changed through A' },
      {
        through: 'A',
        headers: admin,
      },
    );
    expect(patched.status).toBe(200);
    const started = Date.now();
    let seen = await copyright();
    while (seen !== 'Changed through A' && Date.now() - started < 1000) seen = await copyright();
    expect(seen).toBe('Changed through A');

    const image = await png(640, 480, '#2a9d5c');
    const body = multipart('proxy.png', 'image/png', image);
    const uploaded = await send('/marketplace/files?purpose=image', {
      through: 'A',
      method: 'POST',
      headers: { ...admin, 'content-type': body.contentType },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: UploadedFile }).data;
    const bytes = async (through: Instance['name'], url: string) => {
      const response = await send(url, { through });
      expect(response.status, url).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    for (const url of [file.url, file.thumbnailUrl ?? '']) expect(await bytes('B', url)).toEqual(await bytes('A', url));
  });
});
