import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DiscountCheck } from '@iot/shared/discounts';
import type { Product } from '@iot/shared/products';
import { serverMessages } from '@iot/shared/server-messages';
import { withDb } from '../../service-context.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { databaseTargets, postIntegrationProduct, useTestApp } from '../../test/test-app.ts';
import { insertDiscounts } from './discount-repository.ts';
import { redeemDiscount } from './discount-service.ts';

describe.each(databaseTargets())('discounts on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const customerId = randomUUID();

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    customer = { authorization: `Bearer ${await t.customerToken({ sub: customerId, kind: 'root' })}` };
  });

  async function createProduct(code: string, price: number, type = 'integration'): Promise<Product> {
    const response = await postIntegrationProduct(t, admin, { code, stock: 10, price });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<{ data: Product }>().data;
    // Only the type matters to a market code; a gateway's own required fields do not.
    await t.app.db.execute(sql`update products set type = ${type} where id = ${product._id}`);
    return product;
  }

  async function discountId(code: string): Promise<string> {
    const { rows } = (await t.app.db.execute(sql`select id from discounts where code = ${code}`)) as unknown as {
      rows: { id: string }[];
    };
    return rows[0]?.id ?? '';
  }

  async function count(statement: ReturnType<typeof sql>): Promise<number> {
    const { rows } = (await t.app.db.execute(statement)) as unknown as { rows: { n: number }[] };
    return rows[0]?.n ?? -1;
  }

  const check = (query: string, headers = customer) =>
    t.app.inject({ method: 'GET', url: `/marketplace-customer/discounts?${query}`, headers });

  /** One order's use of a code, in its own transaction, as the place-order workflow takes it. */
  const redeem = (id: string, owner = { kind: 'company' as const, id: randomUUID() }) =>
    t.app.db.transaction((tx) =>
      redeemDiscount(withDb(t.app, tx), {
        discountId: id,
        orderId: randomUUID(),
        owner,
        amountMinor: 100,
        currency: 'USD',
      }),
    );

  it('answers what a code saves on this cart, and refuses an unknown one with the SPEC text', async () => {
    const product = await createProduct('DISC-1', 19.99);
    await insertDiscounts(t.app.db, [{ code: 'TEST20', percentage: 20 }]);

    const response = await check(`code=test20&items=${product._id}:3`);
    expect(response.statusCode, response.body).toBe(200);
    // 20 % of 59.97 is 11.994, rounded half up to the cent.
    expect(response.json<{ data: DiscountCheck }>().data).toEqual({
      code: 'TEST20',
      type: 'code',
      percentage: 20,
      amount: 11.99,
    });

    expectError(await check(`code=NOPE&items=${product._id}:1`), 404, serverMessages.discountNotFound);
    expectError(await check(`code=TEST20&items=${product._id}:1`, {}), 401);
  });

  it('limits a market code to its product types', async () => {
    const gateway = await createProduct('DISC-GW', 100, 'gateway');
    const device = await createProduct('DISC-DV', 50);
    await insertDiscounts(t.app.db, [{ code: 'GW10', type: 'market', productTypes: ['gateway'], percentage: 10 }]);

    const both = await check(`code=GW10&items=${gateway._id}:1,${device._id}:2`);
    expect(both.json<{ data: DiscountCheck }>().data.amount).toBe(10);
    expectError(await check(`code=GW10&items=${device._id}:2`), 404, serverMessages.discountNotFound);
  });

  it('expires a single-use code on its use: the check then answers Not found or expired', async () => {
    const product = await createProduct('DISC-2', 10);
    await insertDiscounts(t.app.db, [{ code: 'ONCE', percentage: 50, singleUse: true }]);
    await redeem(await discountId('ONCE'));

    expectError(await check(`code=ONCE&items=${product._id}:1`), 404, serverMessages.discountNotFound);
    expect(await count(sql`select count(*)::int as n from discounts where code = 'ONCE' and status = 'used'`)).toBe(1);
  });

  it('gives a once-per-customer code to the same customer once', async () => {
    await insertDiscounts(t.app.db, [{ code: 'MINE', percentage: 5, oncePerCustomer: true }]);
    const id = await discountId('MINE');
    const owner = { kind: 'company' as const, id: randomUUID() };
    await redeem(id, owner);
    await expect(redeem(id, owner)).rejects.toMatchObject({
      statusCode: 409,
      message: serverMessages.discountNotFound,
    });
    await expect(redeem(id)).resolves.toBeUndefined();
  });

  it('redeems a single-use code exactly once when 20 orders take it at the same moment', async () => {
    const rounds = target.name === 'postgres' ? 20 : 1;
    for (let round = 0; round < rounds; round += 1) {
      const code = `RACE${round}`;
      await insertDiscounts(t.app.db, [{ code, percentage: 10, singleUse: true }]);
      const id = await discountId(code);
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => redeem(id)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await count(sql`select count(*)::int as n from discount_redemptions where discount_id = ${id}`)).toBe(1);
    }
  });

  it('never goes past a usage limit under concurrency', async () => {
    await insertDiscounts(t.app.db, [{ code: 'THREE', percentage: 10, usageLimit: 3 }]);
    const id = await discountId('THREE');
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => redeem(id)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await count(sql`select used_count as n from discounts where id = ${id}`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from discounts where id = ${id} and status = 'used'`)).toBe(1);
  });
});
