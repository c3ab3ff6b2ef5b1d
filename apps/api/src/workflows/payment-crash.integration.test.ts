import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Pricing } from '@iot/shared/cart';
import { signAccessToken } from '../modules/auth/access-token.ts';
import { withClock } from '../service-context.ts';
import { bearer } from '../test/auth-helpers.ts';
import { orderBody, pricingUrl, testAddress } from '../test/order-helpers.ts';
import {
  databaseTargets,
  postIntegrationProduct,
  sharedDatabaseConfig,
  startInstance,
  storeTestImages,
  type TestApp,
} from '../test/test-app.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { emptyReconcileSummary, reconcilePayments, type ReconcileSummary } from './reconcile-payments.ts';

/**
 * DESIGN §API: money recovers by itself. The real server process, on PostgreSQL with synchronous
 * commits, is killed with SIGKILL at a random moment while 20 orders are being placed and 10
 * accepted at once, round after round; then one reconciler pass (as a restarted server runs it,
 * once the timeouts have passed) must leave no hold without its pending order, no captured payment
 * on an order not accepted, no claim pending, and every product's stock equal to its ledger's sum.
 * CRASH_TEST_ROUNDS sets the rounds (20 in the full run; fewer by default, to keep `npm test` quick).
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');
const rounds = Number(process.env.CRASH_TEST_ROUNDS ?? 4);
const placementsPerRound = 20;
const acceptsPerRound = 10;
const checkoutAfterMs = 15 * 60 * 1000;
const launcher = path.resolve(import.meta.dirname, '../test/crash-server.ts');
const secret = 'a-secret-both-instances-share-0123456789';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

type Warm = { child: ChildProcess; port: number; exited: Promise<unknown> };

/** A server process with its modules loaded, waiting to be told to start. */
async function warmServer(databaseUrl: string): Promise<Warm> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', launcher], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      SEED_DEMO_DATA: 'false',
      FILE_STORAGE: 'postgres',
      WEB_DIST_DIR: path.join(path.sep, 'nonexistent', randomUUID()),
      LOG_LEVEL: 'error',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  await new Promise<void>((resolve, reject) => {
    stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('warm')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) while loading`)));
  });
  return { child, port, exited };
}

async function startWarm(server: Warm): Promise<void> {
  server.child.stdin?.write('go\n');
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${server.port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) at start`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Rows<T> = { rows: T[] };

describe.skipIf(!postgres)('the API killed while orders are placed and accepted', () => {
  const closers: (() => Promise<unknown>)[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it(
    `leaves no money held or taken without its order step after ${rounds} rounds and one pass`,
    async () => {
      if (!postgres || postgres.name !== 'postgres') return;
      const scratch = await createScratchDatabase(postgres.serverUrl);
      closers.push(scratch.drop);
      // Durability on for this database: a commit is on disk before the API hears of it.
      const admin = new pg.Client({ connectionString: postgres.serverUrl });
      await admin.connect();
      await admin.query(`ALTER DATABASE "${new URL(scratch.url).pathname.slice(1)}" SET synchronous_commit = on`);
      await admin.end();

      const config = sharedDatabaseConfig(scratch.url, { SEED_DEMO_DATA: 'false' });
      const { app, database } = await startInstance(config, closers);
      await storeTestImages(database.db);
      const rowsOf = async <T>(statement: ReturnType<typeof sql>) =>
        ((await database.db.execute(statement)) as unknown as Rows<T>).rows;
      const count = async (statement: ReturnType<typeof sql>) => Number((await rowsOf<{ n: number }>(statement))[0]?.n);
      const adminHeaders = bearer(
        await signAccessToken(secret, {
          sub: randomUUID(),
          realm: 'admin',
          isAdmin: true,
          permissions: [],
          role: 'super-admin',
        }),
      );
      const customer = async () =>
        bearer(
          await signAccessToken(secret, {
            sub: randomUUID(),
            realm: 'customer',
            isAdmin: false,
            permissions: [],
            kind: 'root',
          }),
        );
      const address = await testAddress();

      const newProduct = async (round: number) => {
        const created = await postIntegrationProduct({ app } as TestApp, adminHeaders, {
          code: `CRASH-${round}`,
          price: 20,
          stock: 14,
        });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json<{ data: { _id: string } }>().data._id;
        const items = [{ id, quantity: 1 }];
        const priced = await app.inject({ method: 'GET', url: pricingUrl(items), headers: await customer() });
        return { items, receipt: priced.json<{ data: Pricing }>().data };
      };
      const place = async (
        target: FastifyInstance | string,
        items: { id: string; quantity: number }[],
        receipt: Pricing,
      ) => {
        const headers = {
          ...(await customer()),
          'idempotency-key': `key_${randomUUID()}`,
          'content-type': 'application/json',
        };
        const body = orderBody(items, receipt, address);
        if (typeof target !== 'string')
          return (await target.inject({ method: 'POST', url: '/marketplace-customer/orders', headers, payload: body }))
            .statusCode;
        const response = await fetch(`${target}/marketplace-customer/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        return response.status;
      };
      const acceptAt = async (base: string, orderId: string) => {
        const response = await fetch(`${base}/marketplace/orders/${orderId}/status`, {
          method: 'PATCH',
          headers: { ...adminHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ from: 'pending', to: 'in_progress' }),
        });
        return response.status;
      };

      // Orders for the first round to accept.
      const first = await newProduct(0);
      for (let n = 0; n < acceptsPerRound; n += 1) expect(await place(app, first.items, first.receipt)).toBe(201);

      const productOf: string[] = [];
      /**
       * A random moment while the round's work is under way: once a random number of its checkouts
       * or capture claims exist (the first requests of a new process are slow, so a fixed delay
       * would often kill it before any request started), then a random few milliseconds more.
       */
      const killPoint = async (round: number, accepts: number) => {
        const target = 1 + Math.floor(Math.random() * (placementsPerRound + accepts));
        const started = Date.now();
        while (Date.now() - started < 20_000) {
          const progress = await count(
            sql`select (select count(*) from checkouts where request->'items'->0->>'id' = ${productOf[round] ?? ''})
                + (select count(*) from payment_transactions where kind = 'capture' and created_at > ${new Date(started)}) as n`,
          );
          if (progress >= target) break;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
      };
      let next = warmServer(scratch.url);
      for (let round = 1; round <= rounds; round += 1) {
        const { items, receipt } = await newProduct(round);
        productOf[round] = items[0]?.id ?? '';
        const acceptable = await rowsOf<{ id: string }>(
          sql`select o.id from orders o where o.status = 'pending'
            and not exists (select 1 from payment_transactions t where t.order_id = o.id and t.kind = 'capture' and t.status <> 'failed')
            order by o.placed_at limit ${acceptsPerRound}`,
        );
        const server = await next;
        children.push(server.child);
        await startWarm(server);
        // The next process loads its modules while this one works and dies.
        next = warmServer(scratch.url);
        const base = `http://127.0.0.1:${server.port}`;
        const requests = [
          ...Array.from({ length: placementsPerRound }, () => place(base, items, receipt)),
          ...acceptable.map((order) => acceptAt(base, order.id)),
        ].map((request) => request.catch(() => 0));
        await killPoint(round, acceptable.length);
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(requests);
      }
      (await next).child.kill('SIGKILL');

      // One pass, as a restarted server runs it once the timeouts have passed.
      const later = withClock(app, { now: () => new Date(Date.now() + checkoutAfterMs + 60 * 60 * 1000) });
      const summary: ReconcileSummary = await reconcilePayments(later, { checkoutAfterMs });
      console.info(`crash test: ${rounds} rounds; one pass reconciled`, summary);

      expect(summary.checkouts.errors + summary.captures.errors + summary.cancellations.errors).toBe(0);
      const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
      // The kills did leave work behind, or this test would prove nothing.
      expect(total(summary.checkouts) + total(summary.captures)).toBeGreaterThan(0);
      expect(summary).not.toEqual(emptyReconcileSummary());

      // No hold without its order waiting for the back office.
      expect(
        await count(sql`select count(*)::int as n from sandbox_payments p where p.status = 'authorized' and not exists
        (select 1 from orders o where o.checkout_id::text = p.checkout_id and o.status = 'pending')`),
      ).toBe(0);
      // No pending order whose money was taken, and every capture belongs to an accepted order.
      expect(
        await count(sql`select count(*)::int as n from orders o join sandbox_payments p on p.ref = o.payment->>'providerRef'
        where o.status = 'pending' and p.status = 'captured'`),
      ).toBe(0);
      expect(
        await count(sql`select count(*)::int as n from sandbox_payments p where p.status = 'captured' and not exists
        (select 1 from orders o where o.payment->>'providerRef' = p.ref and o.status = 'in_progress')`),
      ).toBe(0);
      expect(await count(sql`select count(*)::int as n from payment_transactions where status = 'pending'`)).toBe(0);
      expect(
        await count(sql`select count(*)::int as n from inventory_levels l where l.level <>
        (select coalesce(sum(m.delta), 0) from stock_movements m where m.product_id = l.product_id)`),
      ).toBe(0);
      // And every accepted order's capture is recorded as its transaction.
      expect(
        await count(sql`select count(*)::int as n from orders o where o.status = 'in_progress' and not exists
        (select 1 from payment_transactions t where t.order_id = o.id and t.kind = 'capture' and t.status = 'captured')`),
      ).toBe(0);
    },
    60_000 + rounds * 30_000,
  );
});
