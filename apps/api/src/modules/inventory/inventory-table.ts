import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StockActorKind } from '@iot/shared/inventory';
import { productsTable } from '../products/product-table.ts';

/**
 * One stock level per product (DESIGN §Data). `version` grows with every change, so an edit based
 * on an older read is refused; the CHECK is the last guard under the conditional decrements.
 */
export const inventoryLevelsTable = pgTable(
  'inventory_levels',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => productsTable.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    version: integer('version').notNull().default(1),
    /** At or below this level the back office lists the product as low on stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('inventory_levels_level_not_negative', sql`${table.level} >= 0`),
    check('inventory_levels_threshold_not_negative', sql`${table.lowStockThreshold} >= 0`),
    index('inventory_levels_level_idx').on(table.level),
  ],
);
export type InventoryLevelRow = typeof inventoryLevelsTable.$inferSelect;

/** The ledger: every change of a level, with who, when, why, the delta and the level it left. */
export const stockMovementsTable = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => productsTable.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind').$type<StockActorKind>().notNull(),
    actorId: text('actor_id'),
    reason: text('reason').notNull(),
    delta: integer('delta').notNull(),
    levelAfter: integer('level_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('stock_movements_product_idx').on(table.productId, table.createdAt)],
);
export type StockMovementRow = typeof stockMovementsTable.$inferSelect;
export type StockMovementInsert = typeof stockMovementsTable.$inferInsert;
