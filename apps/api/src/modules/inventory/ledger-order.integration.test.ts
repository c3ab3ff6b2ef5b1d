import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../../service-context.ts';
import { createProduct } from '../../test/order-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';
import { adjustInventory, decrementStock } from './inventory-service.ts';

/**
 * DESIGN §Data: the ledger explains the level. A change that waits for another one's row lock must
 * come after it in the ledger's time as well as in its levels, so each row is dated once its lock
 * is held. Only a server runs transactions side by side (the embedded database runs one at a time).
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const actor = { kind: 'admin' as const, id: null };

describe.skipIf(!postgres)('stock ledger order under contention, on PostgreSQL', () => {
  const t = useTestApp(postgres ?? { name: 'pglite' }, { resetEachTest: false });

  async function ledger(productId: string) {
    const { rows } = (await t.database.db.execute(
      sql`select level_after as "levelAfter", delta, reason from stock_movements where product_id = ${productId} order by created_at, id`,
    )) as unknown as { rows: { levelAfter: number; delta: number; reason: string }[] };
    return rows;
  }

  it('dates every movement after its lock: created_at follows the level sequence', async () => {
    const first = await createProduct(t, { code: 'LEDGER-A', price: 10, stock: 50 });
    const second = await createProduct(t, { code: 'LEDGER-B', price: 10, stock: 50 });
    const [blocked, free] = first < second ? [first, second] : [second, first];

    // An order holds the lock of the product sorted first for a while.
    const holder = t.app.db.transaction(async (tx) => {
      await decrementStock(withDb(t.app, tx), [{ productId: blocked, quantity: 1 }], actor, 'holder');
      await pause(300);
    });
    await pause(50);
    // An order for both products starts now and waits at the first one's lock...
    const waiting = t.app.db.transaction((tx) =>
      decrementStock(
        withDb(t.app, tx),
        [
          { productId: blocked, quantity: 1 },
          { productId: free, quantity: 1 },
        ],
        actor,
        'both',
      ),
    );
    await pause(50);
    // ...while later changes of the second product go ahead: an order, and back-office edits.
    await t.app.db.transaction((tx) =>
      decrementStock(withDb(t.app, tx), [{ productId: free, quantity: 1 }], actor, 'later order'),
    );
    const concurrentEdits = Array.from({ length: 4 }, async () => {
      for (;;) {
        const { rows } = (await t.database.db.execute(
          sql`select version from inventory_levels where product_id = ${free}`,
        )) as unknown as { rows: { version: number }[] };
        try {
          return await adjustInventory(t.app, free, { version: rows[0]?.version ?? 0, add: 2 }, actor, 'en');
        } catch {
          // Another edit won this version (409 outdated): read it again, as the back office asks.
        }
      }
    });
    await Promise.all([holder, waiting, ...concurrentEdits]);

    for (const productId of [blocked, free]) {
      const rows = await ledger(productId);
      let level = 0;
      for (const row of rows) {
        level += row.delta;
        expect(row.levelAfter, `${productId}: ${JSON.stringify(rows)}`).toBe(level);
      }
    }
    // The order that waited took the second product after the later order, and its row says so.
    const reasons = (await ledger(free)).map((row) => row.reason);
    expect(reasons.indexOf('both')).toBeGreaterThan(reasons.indexOf('later order'));
    expect(reasons.filter((reason) => reason === 'both')).toHaveLength(1);
  });
});
