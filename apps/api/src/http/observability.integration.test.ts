import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '@iot/shared/server-messages';
import { countReconcilerAction } from './metrics.ts';
import { createProduct, customerHeaders, placeTestOrder } from '../test/order-helpers.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, databaseTargets, useTestApp } from '../test/test-app.ts';

/** DESIGN §Operations: health split, metrics behind a guard, request ids, sensitive query values kept out of logs. */

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string>; requestId?: string } };
const metricsToken = 'metrics-token-0123456789abcdef';

describe.each(databaseTargets())('request ids and redacted logs on $name', (target) => {
  const lines: string[] = [];
  const t = useTestApp(target, { resetEachTest: false, logStream: { write: (line) => lines.push(line) } });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('keeps card numbers and other secrets in a query out of every log line, nested or bracketed', async () => {
    lines.length = 0;
    const card = '4242424242424242';
    const queries = [
      `cardNumber=${card}`,
      `card[number]=${card}`,
      `payment.card.number=${card}`,
      `card=${encodeURIComponent(JSON.stringify({ number: card }))}`,
      `note=${card}`,
    ];
    for (const query of queries) {
      const response = await t.app.inject({ method: 'GET', url: `/marketplace-customer/settings?${query}` });
      // Each is refused by the card guard (the last only carries the digits under a harmless name).
      if (!query.startsWith('note')) {
        expect(response.statusCode, query).toBe(400);
        expect(response.json<ErrorAnswer>().error.message, query).toBe(serverMessages.cardDataRefused);
      }
    }
    const secrets = await t.app.inject({
      method: 'GET',
      url: '/marketplace-customer/settings?token=tok_secret_value&otp=12345678&password=Hunter2!&refresh_token=rt_abc&page=2',
    });
    expect(secrets.statusCode).toBe(200);

    const text = lines.join('\n');
    expect(text).not.toContain(card);
    for (const secret of ['tok_secret_value', '12345678', 'Hunter2', 'rt_abc']) expect(text).not.toContain(secret);
    // The request is still recognisable: path and harmless parameters stay.
    const urls = logged()
      .map((line) => (line.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toContain('/marketplace-customer/settings?cardNumber=[REDACTED]');
    expect(urls).toContain('/marketplace-customer/settings?card[number]=[REDACTED]');
    expect(urls).toContain(
      '/marketplace-customer/settings?token=[REDACTED]&otp=[REDACTED]&password=[REDACTED]&refresh_token=[REDACTED]&page=2',
    );
  });

  it('puts the request id in every line of a request, in its error answer and in its x-request-id header', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/marketplace/settings' });
    expect(response.statusCode).toBe(401);
    const id = response.json<ErrorAnswer>().error.requestId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-request-id']).toBe(id);
    const ofRequest = logged().filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // Every line written while requests ran belongs to one.
    expect(logged().every((line) => typeof line.reqId === 'string')).toBe(true);

    // A proxy's id is kept; one that is not an id is replaced.
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/marketplace/nothing',
      headers: { 'x-request-id': 'edge-7f3a.42' },
    });
    expect(forwarded.json<ErrorAnswer>().error.requestId).toBe('edge-7f3a.42');
    expect(logged().some((line) => line.reqId === 'edge-7f3a.42')).toBe(true);
    const insane = await t.app.inject({
      method: 'GET',
      url: '/marketplace/nothing',
      headers: { 'x-request-id': 'a b"\u0001'.repeat(3) },
    });
    expect(insane.json<ErrorAnswer>().error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(databaseTargets())('health on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: false });

  it('answers /health/live, and /health/ready only when every migration is applied', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode, 'the old route stays').toBe(200);

    // As if the newest migration had not run yet (an instance started on an older database).
    const { rows } = (await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const removed = rows[0];
    if (!removed) throw new Error('no migration recorded');
    try {
      const pending = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' });
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('answers /health/ready 503 when the database is gone, while /health/live still answers', async () => {
    const own = await createTestApp(target);
    try {
      await own.database.close();
      const ready = await own.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable', migrations: 'unknown' });
      expect((await own.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});

describe.each(databaseTargets())('/metrics on $name', (target) => {
  const closed = useTestApp(target, { resetEachTest: false });
  const guarded = useTestApp(target, {
    resetEachTest: false,
    configure: (config) => ({
      ...config,
      metrics: loadConfig({ METRICS_TOKEN: metricsToken, METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7' }).metrics,
    }),
  });

  it('does not exist without METRICS_TOKEN or METRICS_ALLOW', async () => {
    const response = await closed.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorAnswer>().error.code).toBe('NOT_FOUND');
  });

  it('answers an allowed address without a token; refuses other addresses (403) and a wrong token (401)', async () => {
    const from = (remoteAddress: string) => guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect((await from('10.1.2.3')).statusCode).toBe(200);
    expect((await from('192.0.2.7')).statusCode).toBe(200);
    expect((await from('10.2.0.1')).statusCode).toBe(403);
    expect((await from('192.0.2.8')).statusCode).toBe(403);
  });

  it('refuses a wrong token with 401, and with the token answers the named metrics after an order', async () => {
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);

    const productId = await createProduct(guarded, { code: 'METRICS-1', price: 10, stock: 5 });
    await guarded.app.inject({ method: 'GET', url: `/marketplace-customer/products/${productId}` });
    await guarded.app.inject({ method: 'GET', url: `/marketplace-customer/products/${productId}` });
    await placeTestOrder(guarded, await customerHeaders(guarded), [{ id: productId, quantity: 1 }]);
    countReconcilerAction('authorized-without-order', 'released');

    const response = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // By route pattern, never the raw URL.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/marketplace-customer\/products\/:id",status_code="200"\} \d+/,
    );
    expect(text).not.toContain(productId);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/marketplace-customer\/orders",status_code="201"\}/,
    );
    expect(text).toMatch(/orders_placed_total [1-9]/);
    expect(text).toMatch(/payments_total\{driver="sandbox",operation="authorize",outcome="authorized"\} [1-9]/);
    expect(text).toMatch(/public_cache_lookups_total\{outcome="hit"\} [1-9]/);
    expect(text).toMatch(/public_cache_lookups_total\{outcome="miss"\} [1-9]/);
    expect(text).toMatch(/reconciler_actions_total\{kind="authorized-without-order",outcome="released"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections_total \d+/);
    expect(text).toMatch(/db_pool_requests_waiting \d+/);
  });
});
