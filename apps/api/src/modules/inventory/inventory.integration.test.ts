import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryOutdatedMessage, type Inventory } from '@iot/shared/inventory';
import type { Product } from '@iot/shared/products';
import { databaseTargets, postIntegrationProduct, useTestApp } from '../../test/test-app.ts';
import { decrementStock, type DecrementResult } from './inventory-service.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseTargets())('inventory on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;
  const adminId = '0b7e8a52-6a3c-4d0e-9d53-2d1f1f6b7a10';

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken({ sub: adminId })}` };
  });

  async function createProduct(code: string, stock: number): Promise<Product> {
    const response = await postIntegrationProduct(t, admin, { code, stock });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Product }>().data;
  }

  async function readProduct(id: string): Promise<Product> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace/products/${id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Product }>().data;
  }

  async function readInventory(id: string): Promise<Inventory> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace/inventory/${id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Inventory }>().data;
  }

  const editInventory = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/marketplace/inventory/${id}`, headers: admin, payload });

  async function ledgerRows(productId: string, reason: string): Promise<number> {
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from stock_movements where product_id = ${productId} and reason = ${reason}`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]?.n ?? -1;
  }

  it('keeps a stock change made through inventory when an admin then saves the product (a name change)', async () => {
    const product = await createProduct('INV-1', 25);
    // The admin opens the product form: this is the read the save is based on.
    const formRead = await readProduct(product._id);
    expect(formRead.stock).toBe(25);

    // Meanwhile the stock is counted again through inventory.
    const { version } = await readInventory(product._id);
    const recount = await editInventory(product._id, { version, set: 40, reason: 'Stock count' });
    expect(recount.statusCode, recount.body).toBe(200);

    // The form saves the name change with every other field it holds; stock is not among them.
    const { _id, name: _name, stock: _stock, inStock: _inStock, ...unchanged } = formRead;
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${product._id}`,
      headers: admin,
      payload: {
        name: 'Renamed product',
        price: unchanged.price,
        code: unchanged.code,
        visible: unchanged.visible,
        warrantyMonths: unchanged.warrantyMonths,
        images: unchanged.images,
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    // An old client that still sends the stock it read is refused rather than obeyed.
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${product._id}`,
      headers: admin,
      payload: { name: 'Renamed again', stock: formRead.stock },
    });
    expect(stale.statusCode).toBe(400);

    const after = await readProduct(product._id);
    expect(after.name).toBe('Renamed product');
    expect(after.stock).toBe(40);
    expect((await readInventory(product._id)).level).toBe(40);
  });

  it('refuses a stale inventory edit with 409 and the SPEC §8 text, and changes nothing', async () => {
    const product = await createProduct('INV-2', 10);
    const first = await readInventory(product._id);
    expect(first).toMatchObject({ level: 10, version: 1 });
    expect(first.movements).toEqual([
      expect.objectContaining({
        actor: { kind: 'admin', id: adminId, name: null },
        reason: 'Initial stock',
        delta: 10,
        level: 10,
      }),
    ]);

    const ok = await editInventory(product._id, { version: first.version, add: -3, reason: 'Damaged in storage' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: Inventory }>().data).toMatchObject({ level: 7, version: 2 });

    // A second editor still holding version 1.
    const stale = await editInventory(product._id, { version: first.version, set: 50, reason: 'Delivery' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.message).toBe(inventoryOutdatedMessage);
    expect(inventoryOutdatedMessage).toBe('Inventory data is outdated. Please refresh your data.');

    const now = await readInventory(product._id);
    expect(now).toMatchObject({ level: 7, version: 2 });
    // Every level is explained by the ledger: newest first, who, why, delta and resulting level.
    expect(
      now.movements.map(({ reason, delta, level, actor }) => ({ reason, delta, level, actor: actor.kind })),
    ).toEqual([
      { reason: 'Damaged in storage', delta: -3, level: 7, actor: 'admin' },
      { reason: 'Initial stock', delta: 10, level: 10, actor: 'admin' },
    ]);
    expect((await readProduct(product._id)).stock).toBe(7);
  });

  it('refuses an edit that would take the level below zero, and an edit without a reason', async () => {
    const product = await createProduct('INV-3', 2);
    const below = await editInventory(product._id, { version: 1, add: -3, reason: 'Sold at the fair' });
    expect(below.statusCode).toBe(400);
    const noReason = await editInventory(product._id, { version: 1, set: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorBody>().error.fields?.reason).toBe('Reason is required');
    expect(await readInventory(product._id)).toMatchObject({ level: 2, version: 1 });
  });

  it('is for administrators only', async () => {
    const product = await createProduct('INV-4', 2);
    expect((await t.app.inject({ method: 'GET', url: `/marketplace/inventory/${product._id}` })).statusCode).toBe(401);
    const customer = { authorization: `Bearer ${await t.customerToken()}` };
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/marketplace/inventory/${product._id}`,
          headers: customer,
          payload: { version: 1, set: 9, reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('takes stock of several products at once, reporting the lines that lack stock', async () => {
    const a = await createProduct('INV-5', 5);
    const b = await createProduct('INV-6', 1);
    const result = await t.app.db.transaction((tx) =>
      decrementStock(
        { db: tx, clock: t.clock, config: t.app.config },
        [
          { productId: b._id, quantity: 2 },
          { productId: a._id, quantity: 2 },
          { productId: a._id, quantity: 1 },
        ],
        { kind: 'customer', id: 'c-1' },
        'Order',
      ),
    );
    expect(result.shortages).toEqual([{ productId: b._id, quantity: 2 }]);
    expect(result.levels.get(a._id)).toBe(2);
    expect((await readInventory(a._id)).movements[0]).toMatchObject({
      actor: { kind: 'customer', id: 'c-1' },
      reason: 'Order',
      delta: -3,
      level: 2,
    });
    expect((await readInventory(b._id)).level).toBe(1);
    expect(await ledgerRows(b._id, 'Order')).toBe(0);
  });

  it('50 parallel decrements of 1 on a stock of 20 leave exactly 0 and 20 ledger rows, never below zero', async () => {
    const product = await createProduct('INV-7', 20);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.app.db.transaction((tx): Promise<DecrementResult> =>
          decrementStock(
            { db: tx, clock: t.clock, config: t.app.config },
            [{ productId: product._id, quantity: 1 }],
            { kind: 'customer', id: `buyer-${index}` },
            'Order',
          ),
        ),
      ),
    );
    const served = results.filter((result) => result.shortages.length === 0);
    expect(served).toHaveLength(20);
    expect(results.filter((result) => result.shortages.length === 1)).toHaveLength(30);
    // Each success left a distinct level from 19 down to 0: no two sold the same unit.
    expect(served.map((result) => result.levels.get(product._id)).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, level) => level),
    );
    expect(await readInventory(product._id)).toMatchObject({ level: 0, version: 21 });
    expect(await ledgerRows(product._id, 'Order')).toBe(20);
    expect((await readProduct(product._id)).inStock).toBe(false);
  });

  it('refuses a negative level written directly: the database CHECK is the last guard', async () => {
    const product = await createProduct('INV-8', 3);
    let failure: unknown;
    try {
      await t.app.db.execute(sql`update inventory_levels set level = -1 where product_id = ${product._id}`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    const text = `${String(failure)} ${String((failure as { cause?: unknown }).cause)}`;
    expect(text).toMatch(/inventory_levels_level_not_negative/);
    expect((await readInventory(product._id)).level).toBe(3);
  });
});
