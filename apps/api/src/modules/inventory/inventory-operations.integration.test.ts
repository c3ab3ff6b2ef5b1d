import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryOutdatedMessage, type Inventory, type InventoryRow, type StockMovement } from '@iot/shared/inventory';
import type { Product } from '@iot/shared/products';
import type { InventoryImportPreview } from '@iot/shared/inventory';
import { demoAdminHeaders } from '../../test/order-helpers.ts';
import { databaseTargets, postIntegrationProduct, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Page<T> = { data: T[]; meta: { page: number; limit: number; total: number } };

describe.each(databaseTargets())('inventory list, ledger paging and CSV on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;
  const adminId = '5d0b6c4e-1f7a-4c1e-8a4b-3f4e2d9c8b71';

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken({ sub: adminId })}` };
  });

  async function createProduct(code: string, stock: number): Promise<Product> {
    const response = await postIntegrationProduct(t, admin, { code, stock });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Product }>().data;
  }

  async function list(query: string, language = 'en'): Promise<Page<InventoryRow>> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace/inventory?${query}`,
      headers: { ...admin, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<InventoryRow>>();
  }

  async function readInventory(id: string): Promise<Inventory> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace/inventory/${id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Inventory }>().data;
  }

  /** POST /inventory/import, or its preview, with a CSV body. */
  const sendCsv = (path: 'import' | 'import/preview', csv: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: `/marketplace/inventory/${path}`,
      headers: { ...admin, 'content-type': 'text/csv', 'accept-language': language },
      payload: csv,
    });
  const importCsv = (csv: string, language = 'en') => sendCsv('import', csv, language);
  const previewCsv = (csv: string, language = 'en') => sendCsv('import/preview', csv, language);

  async function ledgerSnapshot(): Promise<string> {
    const { rows } = (await t.app.db.execute(
      sql`select product_id, level, low_stock_threshold, version from inventory_levels order by product_id`,
    )) as unknown as { rows: unknown[] };
    const { rows: movements } = (await t.app.db.execute(
      sql`select count(*)::int as n from stock_movements`,
    )) as unknown as { rows: unknown[] };
    return JSON.stringify([rows, movements]);
  }

  it('lists one row per product with its state, filtered by low and out of stock, searched, sorted and paged', async () => {
    const plenty = await createProduct('LST-PLENTY', 40);
    const low = await createProduct('LST-LOW', 3);
    const out = await createProduct('LST-OUT', 0);
    const edge = await createProduct('LST-EDGE', 5);

    const all = await list('search=LST-&sort=levelAsc');
    expect(all.meta.total).toBe(4);
    expect(all.data.map((row) => [row.code, row.level, row.state])).toEqual([
      ['LST-OUT', 0, 'out'],
      ['LST-LOW', 3, 'low'],
      ['LST-EDGE', 5, 'low'],
      ['LST-PLENTY', 40, 'in'],
    ]);
    expect(all.data[0]).toMatchObject({
      productId: out._id,
      name: 'Product LST-OUT',
      type: 'integration',
      lowStockThreshold: 5,
      version: 1,
    });

    expect((await list('search=LST-&stock=low&sort=nameAsc')).data.map((row) => row.productId)).toEqual([
      edge._id,
      low._id,
    ]);
    expect((await list('search=LST-&stock=out')).data.map((row) => row.productId)).toEqual([out._id]);
    const page2 = await list('search=LST-&sort=levelDesc&limit=3&page=2');
    expect(page2.meta).toEqual({ page: 2, limit: 3, total: 4 });
    expect(page2.data.map((row) => row.productId)).toEqual([out._id]);
    expect((await list('search=lst-plenty')).data.map((row) => row.productId)).toEqual([plenty._id]);

    // A product named in Arabic is listed and found by that name in Arabic.
    const translate = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${low._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { name: 'مستشعر الحرارة' },
    });
    expect(translate.statusCode, translate.body).toBe(200);
    expect((await list('search=الحرارة', 'ar')).data.map((row) => row.name)).toEqual(['مستشعر الحرارة']);

    // Raising the threshold (at the version read) moves a product into the low filter.
    const raise = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/inventory/${plenty._id}`,
      headers: admin,
      payload: { version: 1, lowStockThreshold: 50 },
    });
    expect(raise.statusCode, raise.body).toBe(200);
    expect(raise.json<{ data: Inventory }>().data).toMatchObject({ level: 40, lowStockThreshold: 50, version: 2 });
    expect((await list('search=LST-&stock=low')).meta.total).toBe(3);
    // The threshold alone writes no ledger row: the level did not change.
    expect((await readInventory(plenty._id)).movements).toHaveLength(1);
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/inventory/${plenty._id}`,
      headers: admin,
      payload: { version: 1, lowStockThreshold: 2 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.message).toBe(inventoryOutdatedMessage);
  });

  it('pages the whole ledger of a product, newest first', async () => {
    const product = await createProduct('LDG-1', 10);
    for (let version = 1; version <= 4; version += 1) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/inventory/${product._id}`,
        headers: admin,
        payload: { version, add: 1, reason: `Delivery ${version}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const page = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/marketplace/inventory/${product._id}/movements?${query}`,
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<StockMovement>>();
    };
    const first = await page('limit=2');
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 5 });
    expect(first.data.map((row) => [row.reason, row.level])).toEqual([
      ['Delivery 4', 14],
      ['Delivery 3', 13],
    ]);
    const last = await page('limit=2&page=3');
    expect(last.data.map((row) => [row.reason, row.delta, row.level])).toEqual([['Initial stock', 10, 10]]);
  });

  it('exports every level as formula-safe CSV', async () => {
    const product = await createProduct('CSV-1', 7);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${product._id}`,
      headers: admin,
      payload: { name: '=HYPERLINK("http://evil.example","x")' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/marketplace/inventory/export', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('productId,code,name,level,lowStockThreshold,version');
    expect(lines).toContain(`${product._id},CSV-1,"'=HYPERLINK(""http://evil.example"",""x"")",7,5,1`);
    const anonymous = await t.app.inject({ method: 'GET', url: '/marketplace/inventory/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an import with one bad row, naming its line, and changes nothing', async () => {
    const a = await createProduct('IMP-A', 4);
    const b = await createProduct('IMP-B', 9);
    const before = await ledgerSnapshot();
    const header = 'productId,name,level,lowStockThreshold,version';
    const cases: [string, string, string][] = [
      [
        `${header}\n${a._id},A,20,5,1\n${b._id},B,-1,5,1\n`,
        'Line 3: Level is invalid',
        'السطر ٣: قيمة المستوى غير صالحة',
      ],
      [`${header}\n${a._id},A,20,5,1\n${b._id},B,2.5,5,1\n`, 'Line 3: Level is invalid', ''],
      [
        `${header}\n${a._id},A,20,5,1\n00000000-0000-4000-8000-000000000000,X,1,5,1\n`,
        'Line 3: Product not found',
        'السطر ٣: المنتج غير موجود',
      ],
      [`${header}\n${a._id},A,20,5,1\n${a._id},A,21,5,1\n`, 'Line 3: Product appears more than once', ''],
      [`${header}\n${a._id},A,20,5,1\n${b._id},B\n`, 'Line 3: Level is required', ''],
      ['productId,name\n', 'Line 1: Level is required', ''],
    ];
    for (const [csv, english, arabic] of cases) {
      const response = await importCsv(csv);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().error.message).toBe(english);
      if (arabic) expect((await importCsv(csv, 'ar')).json<ErrorBody>().error.message).toBe(arabic);
    }
    // A stale version (the file was exported before a sale) is a 409 naming the line.
    const stale = await importCsv(`${header}\n${a._id},A,20,5,1\n${b._id},B,2,5,7\n`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.message).toBe(`Line 3: ${inventoryOutdatedMessage}`);
    expect(await ledgerSnapshot()).toBe(before);
  });

  it('applies a good file in one go: changed levels with one ledger row each, unchanged rows write nothing', async () => {
    const a = await createProduct('GOOD-A', 4);
    const b = await createProduct('GOOD-B', 9);
    const c = await createProduct('GOOD-C', 1);
    const exported = await t.app.inject({ method: 'GET', url: '/marketplace/inventory/export', headers: admin });
    // The exported file, SKU column and all, goes back with two rows edited.
    const edited = exported.body
      .replace(`${a._id},GOOD-A,Product GOOD-A,4,5,1`, `${a._id},GOOD-A,Product GOOD-A,12,5,1`)
      .replace(`${c._id},GOOD-C,Product GOOD-C,1,5,1`, `${c._id},GOOD-C,Product GOOD-C,0,2,1`);
    expect(edited).not.toBe(exported.body);
    const response = await importCsv(edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { rows: number; changed: number } }>().data).toMatchObject({ changed: 2 });

    const afterA = await readInventory(a._id);
    expect(afterA).toMatchObject({ level: 12, version: 2 });
    expect(afterA.movements[0]).toMatchObject({
      actor: { kind: 'admin', id: adminId },
      reason: 'CSV import',
      delta: 8,
      level: 12,
    });
    expect(await readInventory(c._id)).toMatchObject({ level: 0, lowStockThreshold: 2, version: 2 });
    const afterB = await readInventory(b._id);
    expect(afterB).toMatchObject({ level: 9, version: 1 });
    expect(afterB.movements).toHaveLength(1);

    // The same file again is now stale for the changed products.
    expect((await importCsv(edited)).statusCode).toBe(409);
    // The web sends the file's text as a JSON string; a fresh export sent back changes nothing.
    const fresh = await t.app.inject({ method: 'GET', url: '/marketplace/inventory/export', headers: admin });
    const again = await t.app.inject({
      method: 'POST',
      url: '/marketplace/inventory/import',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(fresh.body),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: { changed: number } }>().data.changed).toBe(0);
  });

  it('previews an import: each row from its current to its new level, every bad line named, nothing written', async () => {
    const a = await createProduct('PRE-A', 4);
    const b = await createProduct('PRE-B', 9);
    const before = await ledgerSnapshot();
    const exported = await t.app.inject({ method: 'GET', url: '/marketplace/inventory/export', headers: admin });
    const header = exported.body.split('\r\n')[0];
    const csv = [
      header,
      `${a._id},PRE-A,Product PRE-A,12,3,1`,
      `${b._id},PRE-B,Product PRE-B,9,5,1`,
      `${b._id},PRE-B,Product PRE-B,8,5,1`,
      '00000000-0000-4000-8000-000000000000,X,X,1,5,1',
      `not-an-id,X,X,1,5,1`,
      '11111111-1111-4111-8111-111111111111,X,X,-2,5,1',
    ].join('\n');
    const response = await previewCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{ data: InventoryImportPreview }>().data;
    expect(preview).toEqual({
      rows: 6,
      changed: 1,
      items: [
        {
          line: 2,
          productId: a._id,
          name: 'Product PRE-A',
          code: 'PRE-A',
          level: 4,
          newLevel: 12,
          lowStockThreshold: 5,
          newLowStockThreshold: 3,
        },
        {
          line: 3,
          productId: b._id,
          name: 'Product PRE-B',
          code: 'PRE-B',
          level: 9,
          newLevel: 9,
          lowStockThreshold: 5,
          newLowStockThreshold: 5,
        },
      ],
      errors: [
        { line: 4, message: 'Line 4: Product appears more than once' },
        { line: 5, message: 'Line 5: Product not found' },
        { line: 6, message: 'Line 6: Product ID is invalid' },
        { line: 7, message: 'Line 7: Level is invalid' },
      ],
    });
    // A version no longer current is named as the import would name it.
    const stale = await previewCsv(`${header}\n${a._id},PRE-A,Product PRE-A,12,5,4\n`);
    expect(stale.json<{ data: InventoryImportPreview }>().data.errors).toEqual([
      { line: 2, message: `Line 2: ${inventoryOutdatedMessage}` },
    ]);
    // A file without the required columns is one problem on its header.
    const headless = await previewCsv('productId,name\n');
    expect(headless.json<{ data: InventoryImportPreview }>().data).toMatchObject({
      items: [],
      errors: [{ line: 1, message: 'Line 1: Level is required' }],
    });
    expect(await ledgerSnapshot()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/marketplace/inventory/import/preview' })).statusCode).toBe(401);
  });

  it("names the administrator who moved stock in the ledger ('Who')", async () => {
    const product = await createProduct('WHO-1', 3);
    const demo = await demoAdminHeaders(t);
    const adjusted = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/inventory/${product._id}`,
      headers: demo,
      payload: { version: 1, add: 2, reason: 'Counted' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const movements = adjusted.json<{ data: Inventory }>().data.movements;
    expect(movements.map((row) => [row.reason, row.actor.kind, row.actor.name])).toEqual([
      ['Counted', 'admin', 'Demo Admin'],
      // The test token's administrator has no account: no name, the web says 'Administrator'.
      ['Initial stock', 'admin', null],
    ]);
    const paged = await t.app.inject({
      method: 'GET',
      url: `/marketplace/inventory/${product._id}/movements?limit=1`,
      headers: admin,
    });
    expect(paged.json<Page<StockMovement>>().data[0]?.actor).toEqual({
      kind: 'admin',
      id: expect.any(String) as string,
      name: 'Demo Admin',
    });
  });
});
