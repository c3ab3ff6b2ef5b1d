import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration as apply, migrationFiles } from '../../test/migration-files.ts';

/** The migration that stores the settings' shipping prices as minor units with their currency (DESIGN §Data). */
describe('settings money migration', () => {
  let db: PGlite;

  beforeAll(async () => {
    const files = await migrationFiles();
    const moneyMigration = files.findIndex((file) => file.startsWith('0016_currency_conversions'));
    // Migration 0011 creates pg_trgm for the storefront's search index.
    db = await PGlite.create({ extensions: { pg_trgm } });
    for (const file of files.slice(0, moneyMigration)) await apply(db, file);
    await db.exec(`insert into settings (scope, value) values
      ('global', '{"currency": "KWD", "shippingRates": [{"country": "KW", "amount": 1.25}, {"country": "AE", "amount": 12.345}]}'),
      ('usd', '{"currency": "USD", "shippingRates": [{"country": "US", "amount": 0.29}]}'),
      ('yen', '{"currency": "JPY", "shippingRates": []}'),
      ('older', '{"currency": "USD"}')`);
    await apply(db, files[moneyMigration] ?? '');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('turns each shipping price into minor units of the settings currency, in order', async () => {
    const rows = await db.query<{ scope: string; rates: unknown }>(
      `select scope, value->'shippingRates' as rates from settings order by scope`,
    );
    expect(Object.fromEntries(rows.rows.map((row) => [row.scope, row.rates]))).toEqual({
      global: [
        { country: 'KW', amountMinor: 1250, currency: 'KWD' },
        { country: 'AE', amountMinor: 12345, currency: 'KWD' },
      ],
      usd: [{ country: 'US', amountMinor: 29, currency: 'USD' }],
      yen: [],
      // A row stored before shipping prices existed keeps reading the default (free shipping).
      older: null,
    });
  });
});
