import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration as apply, migrationFiles } from '../../test/migration-files.ts';

/** The migration that creates the inventory module keeps every stock and price an existing shop has. */
describe('inventory and money migration', () => {
  let db: PGlite;
  const files: string[] = [];

  beforeAll(async () => {
    files.push(...(await migrationFiles()));
    db = await PGlite.create();
    const moneyMigration = files.findIndex((file) => file.startsWith('0004_'));
    for (const file of files.slice(0, moneyMigration)) await apply(db, file);
    await db.exec(`insert into settings (scope, value) values ('global', '{"currency": "KWD"}')`);
    await db.exec(`
      insert into products (id, code, texts, price_cents, type, stock) values
        ('00000000-0000-4000-8000-000000000001', 'A', '{}', 12345, 'device', 17),
        ('00000000-0000-4000-8000-000000000002', 'B', '{}', 500, 'device', 0)`);
    await apply(db, files[moneyMigration] ?? '');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('moves each product stock into inventory with one ledger row, and drops products.stock', async () => {
    const levels = await db.query<{ product_id: string; level: number; version: number }>(
      'select product_id, level, version from inventory_levels order by product_id',
    );
    expect(levels.rows).toEqual([
      { product_id: '00000000-0000-4000-8000-000000000001', level: 17, version: 1 },
      { product_id: '00000000-0000-4000-8000-000000000002', level: 0, version: 1 },
    ]);
    const ledger = await db.query<{ delta: number; level_after: number; actor_kind: string }>(
      'select delta, level_after, actor_kind from stock_movements order by level_after desc',
    );
    expect(ledger.rows).toEqual([
      { delta: 17, level_after: 17, actor_kind: 'system' },
      { delta: 0, level_after: 0, actor_kind: 'system' },
    ]);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'products'`,
    );
    expect(columns.rows.map((row) => row.column_name)).not.toContain('stock');
  });

  it('keeps each price, now in the ISO minor units of the settings currency it was written in', async () => {
    // 12345 'cents' of KWD showed as 123.45 KWD; three-decimal minor units make that 123450.
    const prices = await db.query<{ code: string; price_minor: number; currency: string }>(
      'select code, price_minor, currency from products order by code',
    );
    expect(prices.rows).toEqual([
      { code: 'A', price_minor: 123450, currency: 'KWD' },
      { code: 'B', price_minor: 5000, currency: 'KWD' },
    ]);
  });
});
