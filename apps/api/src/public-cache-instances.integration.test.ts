import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerApplicationName } from './db/database.ts';
import { signAccessToken } from './modules/auth/access-token.ts';
import { seedDemoData } from './seed.ts';
import { bearer } from './test/auth-helpers.ts';
import {
  databaseTargets,
  postIntegrationProduct,
  sharedDatabaseConfig,
  startInstance,
  storeTestImages,
  type TestApp,
} from './test/test-app.ts';
import { createScratchDatabase } from './test/scratch-database.ts';

/**
 * Issue 12, must show "cache invalidation across two instances": two instances on one PostgreSQL
 * each keep the public answers in memory; a change made through one (or straight in the database)
 * is seen through the other at once, because the tables' triggers NOTIFY every instance.
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

/** Reads until `expected` holds, for at most a second: a notification crosses a connection, not a function call. */
async function within1s<T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!expected(value) && Date.now() - started < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  const closers: (() => Promise<unknown>)[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let sqlClient: pg.Client;
  let admin: Record<string, string>;

  beforeAll(async () => {
    if (!postgres || postgres.name !== 'postgres') return;
    const scratch = await createScratchDatabase(postgres.serverUrl);
    closers.push(scratch.drop);
    const config = sharedDatabaseConfig(scratch.url);
    const start = async () => (await startInstance(config, closers)).app;
    a = await start();
    b = await start();
    await seedDemoData(a);
    await storeTestImages(a.db);
    admin = bearer(
      await signAccessToken(a.tokenSecret, {
        sub: randomUUID(),
        isAdmin: true,
        permissions: [],
        role: 'super-admin',
        realm: 'admin',
      }),
    );
    sqlClient = new pg.Client({ connectionString: scratch.url });
    await sqlClient.connect();
    closers.push(() => sqlClient.end());
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  const copyrightThrough = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/marketplace-customer/settings' })).json<{
      data: { copyright: string };
    }>().data.copyright;

  it("sees a change made through the other instance's API at once", async () => {
    const before = await copyrightThrough(b);
    expect(await copyrightThrough(b)).toBe(before);
    const patched = await a.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: admin,
      payload: { copyright: 'Changed through A' },
    });
    expect(patched.statusCode).toBe(200);
    expect(
      await within1s(
        () => copyrightThrough(b),
        (value) => value === 'Changed through A',
      ),
    ).toBe('Changed through A');

    // A product: created, renamed and hidden through A, each seen through B.
    const created = await postIntegrationProduct({ app: a } as TestApp, admin, { code: 'TWO-INSTANCES' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    const nameThroughB = async () => {
      const response = await b.inject({ method: 'GET', url: `/marketplace-customer/products/${id}` });
      return response.statusCode === 200 ? response.json<{ data: { name: string } }>().data.name : response.statusCode;
    };
    expect(await within1s(nameThroughB, (name) => name === 'Product TWO-INSTANCES')).toBe('Product TWO-INSTANCES');
    await a.inject({
      method: 'PATCH',
      url: `/marketplace/products/${id}`,
      headers: admin,
      payload: { name: 'Renamed' },
    });
    expect(await within1s(nameThroughB, (name) => name === 'Renamed')).toBe('Renamed');
    await a.inject({
      method: 'PATCH',
      url: `/marketplace/products/${id}`,
      headers: admin,
      payload: { visible: false },
    });
    expect(await within1s(nameThroughB, (name) => name === 404)).toBe(404);
  });

  it('sees a stock change made through the other instance at once, and keeps the answers of other products', async () => {
    const create = async (code: string) => {
      const created = await postIntegrationProduct({ app: a } as TestApp, admin, { code, stock: 2 });
      expect(created.statusCode).toBe(201);
      return created.json<{ data: { _id: string } }>().data._id;
    };
    const [sold, other] = [await create('TWO-STOCK-SOLD'), await create('TWO-STOCK-OTHER')];
    type Shown = { inStock: boolean; name: string };
    const shownThroughB = async (id: string) =>
      (await b.inject({ method: 'GET', url: `/marketplace-customer/products/${id}` })).json<{ data: Shown }>().data;
    expect(
      await within1s(
        () => shownThroughB(sold),
        (shown) => shown.inStock,
      ),
    ).toMatchObject({ inStock: true });
    expect((await shownThroughB(other)).name).toBe('Product TWO-STOCK-OTHER');
    // Kept by B, the other product's answer would still show its former name.
    await sqlClient.query('alter table products disable trigger products_public_data_changed');
    await sqlClient.query(`update products set texts = jsonb_set(texts, '{en,name}', '"Unnoticed"') where id = $1`, [
      other,
    ]);
    await sqlClient.query('alter table products enable trigger products_public_data_changed');

    const adjusted = await a.inject({
      method: 'PATCH',
      url: `/marketplace/inventory/${sold}`,
      headers: admin,
      payload: { version: 1, add: -2, reason: 'Sold' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(
      await within1s(
        () => shownThroughB(sold),
        (shown) => !shown.inStock,
      ),
    ).toMatchObject({ inStock: false });
    expect((await shownThroughB(other)).name).toBe('Product TWO-STOCK-OTHER');
  });

  const writeInSql = (copyright: string) =>
    sqlClient.query(
      `update settings set value = jsonb_set(value, '{copyright}', to_jsonb($1::text)) where scope = 'global'`,
      [copyright],
    );
  const expectThroughB = async (copyright: string) =>
    expect(
      await within1s(
        () => copyrightThrough(b),
        (value) => value === copyright,
      ),
    ).toBe(copyright);

  it('sees a change written straight into the database, by neither instance', async () => {
    expect(await copyrightThrough(b)).toBe(await copyrightThrough(b));
    await writeInSql('Written in SQL');
    await expectThroughB('Written in SQL');
  });

  it('forgets everything when its listening connection comes back, since notifications may have been missed', async () => {
    expect(await copyrightThrough(b)).toBe(await copyrightThrough(b));
    // A change nobody hears about (the trigger off), then the listeners' connections are cut.
    await sqlClient.query('alter table settings disable trigger settings_public_data_changed');
    await writeInSql('Missed');
    await sqlClient.query('alter table settings enable trigger settings_public_data_changed');
    expect(await copyrightThrough(b)).not.toBe('Missed');
    const { rowCount } = await sqlClient.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [listenerApplicationName],
    );
    expect(rowCount).toBe(2);
    await expectThroughB('Missed');
    // Listening again: the next change is heard.
    await writeInSql('Heard again');
    await expectThroughB('Heard again');
  });
});
