import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import type { ErrorBody } from '../test/auth-helpers.ts';
import {
  countRows,
  createProduct,
  customerHeaders,
  newIdempotencyKey,
  orderBody,
  postOrder,
  priceOf,
  testAddress,
  testCards,
} from '../test/order-helpers.ts';
import { databaseTargets, useTestApp } from '../test/test-app.ts';

/**
 * DESIGN §Data: state changes that must not race (stock, a discount's use, the order itself)
 * hold under many requests at the same moment. On PostgreSQL (real concurrency, a pool of
 * connections) each case runs 20 times; on PGlite, which runs one statement at a time, twice.
 */
describe.each(databaseTargets())('placing orders at the same moment on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: true });
  const rounds = target.name === 'postgres' ? 20 : 2;
  const timeout = 120_000;

  type Answer = { statusCode: number; body: string; json: <T>() => T };
  const orderIdOf = (response: Answer) => {
    const result = response.json<{ data: PlaceOrderResult }>().data;
    return result.status === 'placed' ? result.order._id : null;
  };
  const messageOf = (response: Answer) => response.json<ErrorBody>().error.message;

  it(
    '50 parallel orders for a stock of 5: exactly 5 orders, stock 0, 5 ledger rows',
    async () => {
      const address = await testAddress();
      for (let round = 0; round < rounds; round += 1) {
        const id = await createProduct(t, { code: `RACE-STOCK-${round}`, price: 10, stock: 5 });
        const items = [{ id, quantity: 1 }];
        const receipt = await priceOf(t, items);
        const customers = await Promise.all(Array.from({ length: 50 }, () => customerHeaders(t)));

        const responses = await Promise.all(
          customers.map((customer) => postOrder(t, customer, orderBody(items, receipt, address))),
        );

        const placed = responses.filter((response) => response.statusCode === 201);
        expect(placed, `round ${round}`).toHaveLength(5);
        for (const refused of responses.filter((response) => response.statusCode !== 201)) {
          expect(refused.statusCode, refused.body).toBe(409);
          expect(messageOf(refused)).toBe(serverMessages.outOfStock);
        }
        expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${id}`)).toBe(0);
        expect(
          await countRows(
            t,
            sql`select count(*)::int as n from stock_movements where product_id = ${id} and delta < 0`,
          ),
        ).toBe(5);
        expect(await countRows(t, sql`select count(*)::int as n from order_lines where product_id = ${id}`)).toBe(5);
        // Every refused attempt released its card authorisation.
        expect(
          await countRows(
            t,
            sql`select count(*)::int as n from checkouts where status = 'failed' and payment_ref is not null
                and not exists (select 1 from sandbox_payments s where s.ref = checkouts.payment_ref and s.status = 'cancelled')`,
          ),
        ).toBe(0);
      }
    },
    timeout,
  );

  it(
    '20 parallel orders with one single-use code: exactly 1 redemption',
    async () => {
      const address = await testAddress();
      const id = await createProduct(t, { code: 'RACE-CODE', price: 10, stock: 1000 });
      const items = [{ id, quantity: 1 }];
      for (let round = 0; round < rounds; round += 1) {
        const code = `ONCE${round}`;
        await t.database.db.execute(
          sql`insert into discounts (code, type, percentage, single_use, usage_limit) values (${code}, 'code', 20, true, 1)`,
        );
        const customers = await Promise.all(Array.from({ length: 20 }, () => customerHeaders(t)));
        const bodies = await Promise.all(
          customers.map(async (customer) =>
            orderBody(items, await priceOf(t, items, customer, { code }), address, { code }),
          ),
        );

        const responses = await Promise.all(customers.map((customer, index) => postOrder(t, customer, bodies[index]!)));

        expect(
          responses.filter((response) => response.statusCode === 201),
          `round ${round}`,
        ).toHaveLength(1);
        for (const refused of responses.filter((response) => response.statusCode !== 201)) {
          // Refused before the checkout (404) or by the redemption inside it (409): the same SPEC §8 text.
          expect([404, 409], refused.body).toContain(refused.statusCode);
          expect(messageOf(refused)).toBe(serverMessages.discountNotFound);
        }
        expect(
          await countRows(
            t,
            sql`select count(*)::int as n from discount_redemptions r join discounts d on d.id = r.discount_id where d.code = ${code}`,
          ),
        ).toBe(1);
        expect(await countRows(t, sql`select count(*)::int as n from orders where discount_code = ${code}`)).toBe(1);
      }
      // Only the winners took stock.
      expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${id}`)).toBe(
        1000 - rounds,
      );
    },
    timeout,
  );

  it(
    'the same order request twice with one idempotency key, one after the other and at the same moment: one order',
    async () => {
      const address = await testAddress();
      const id = await createProduct(t, { code: 'RACE-KEY', price: 10, stock: 1000 });
      const items = [{ id, quantity: 1 }];
      const receipt = await priceOf(t, items);
      for (let round = 0; round < rounds; round += 1) {
        const customer = await customerHeaders(t);
        const body = orderBody(items, receipt, address);

        const key = newIdempotencyKey();
        const first = await postOrder(t, customer, body, key);
        const again = await postOrder(t, customer, body, key);
        expect(first.statusCode, first.body).toBe(201);
        expect(again.statusCode, again.body).toBe(201);
        expect(orderIdOf(again)).toBe(orderIdOf(first));

        const parallelKey = newIdempotencyKey();
        const together = await Promise.all([1, 2, 3].map(() => postOrder(t, customer, body, parallelKey)));
        for (const response of together) expect(response.statusCode, response.body).toBe(201);
        expect(new Set(together.map(orderIdOf)).size).toBe(1);

        expect(
          await countRows(t, sql`select count(*)::int as n from orders where owner_id = ${customerOwnerId(customer)}`),
        ).toBe(2);
      }
      expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${id}`)).toBe(
        1000 - 2 * rounds,
      );
    },
    timeout,
  );

  it('a declined card leaves stock and a single-use code untouched', async () => {
    const id = await createProduct(t, { code: 'DECLINE-CODE', price: 10, stock: 3 });
    const customer = await customerHeaders(t);
    const items = [{ id, quantity: 2 }];
    const receipt = await priceOf(t, items, customer, { code: 'LAUNCH25' });
    expect(receipt.discountCode).toEqual({ code: 'LAUNCH25', percentage: 25 });
    const declined = await postOrder(
      t,
      customer,
      orderBody(items, receipt, await testAddress(), { code: 'LAUNCH25', token: testCards.declined }),
    );
    expect(declined.statusCode, declined.body).toBe(402);
    expect(await countRows(t, sql`select level as n from inventory_levels where product_id = ${id}`)).toBe(3);
    expect(await countRows(t, sql`select count(*)::int as n from discount_redemptions`)).toBe(0);

    // The code is still there to use, once.
    const paid = await postOrder(t, customer, orderBody(items, receipt, await testAddress(), { code: 'LAUNCH25' }));
    expect(paid.statusCode, paid.body).toBe(201);
    const result = paid.json<{ data: PlaceOrderResult }>().data;
    expect(result.status === 'placed' && result.order).toMatchObject({
      discount: 5,
      discountCode: 'LAUNCH25',
      total: 15,
    });
    expect(await countRows(t, sql`select count(*)::int as n from discount_redemptions`)).toBe(1);
  });
});

/** The owner id inside a test customer's bearer token (its subject). */
function customerOwnerId(headers: Record<string, string>): string {
  const token = (headers.authorization ?? '').replace(/^Bearer /, '');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}
