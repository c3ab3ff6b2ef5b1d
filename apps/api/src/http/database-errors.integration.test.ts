import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@iot/shared/server-messages';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import type { ErrorBody } from '../test/auth-helpers.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRequestContext } from './request-context.ts';

/**
 * Requests the database refuses (a unique key taken by a request running at the same moment, a
 * value it cannot convert or hold) answer 4xx with a fixed text, not 500 (DESIGN §API). The errors
 * are the driver's own, raised by real statements, as a service would meet them.
 */
describe('database refusals through the error handler', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    await database.db.execute(
      sql`create table probe_accounts (id uuid primary key, tenant_id uuid, user_name text, code varchar(4), amount smallint, unique (tenant_id, user_name))`,
    );
    await database.db.execute(sql`create table probe_links (account_id uuid references probe_accounts (id))`);
    app = Fastify({ logger: false });
    registerRequestContext(app);
    registerErrorHandler(app);
    const statements: Record<string, () => Promise<unknown>> = {
      duplicate: async () => {
        const values = sql`('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'rana')`;
        await database.db.execute(
          sql`insert into probe_accounts (id, tenant_id, user_name) values ${values} on conflict do nothing`,
        );
        await database.db.execute(
          sql`insert into probe_accounts (id, tenant_id, user_name) values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'rana')`,
        );
      },
      'missing reference': () =>
        database.db.execute(sql`insert into probe_links values ('00000000-0000-4000-8000-000000000009')`),
      'not a uuid': () => database.db.execute(sql`select * from probe_accounts where id = ${'not-a-uuid'}`),
      'too long': () =>
        database.db.execute(sql`insert into probe_accounts (id, code) values (gen_random_uuid(), 'ABCDEFG')`),
      'out of range': () =>
        database.db.execute(sql`insert into probe_accounts (id, amount) values (gen_random_uuid(), 99999)`),
    };
    app.get('/probe/:name', async (request) => {
      await statements[(request.params as { name: string }).name]?.();
      return { data: null };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const probe = (name: string, language = 'en') =>
    app.inject({ method: 'GET', url: `/probe/${encodeURIComponent(name)}`, headers: { 'accept-language': language } });

  it('a unique key already taken is 409 CONFLICT naming the column, in English and Arabic', async () => {
    const response = await probe('duplicate');
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>()).toEqual({
      error: {
        code: 'CONFLICT',
        message: serverMessages.alreadyExists,
        fields: { userName: serverMessages.alreadyExists },
        requestId: expect.any(String),
      },
    });
    const arabic = (await probe('duplicate', 'ar')).json<ErrorBody>().error;
    expect(arabic.message).toBe('هذه القيمة مستخدمة بالفعل');
  });

  it('a reference to a missing record is 409; unconvertible, too long and out-of-range values are 400', async () => {
    const expected: Record<string, [number, string]> = {
      'missing reference': [409, serverMessages.relatedRecords],
      'not a uuid': [400, serverMessages.invalidValue],
      'too long': [400, serverMessages.valueTooLong],
      'out of range': [400, serverMessages.valueOutOfRange],
    };
    for (const [name, [status, message]] of Object.entries(expected)) {
      const response = await probe(name);
      expect(response.statusCode, name).toBe(status);
      expect(response.json<ErrorBody>().error.message, name).toBe(message);
    }
  });
});
