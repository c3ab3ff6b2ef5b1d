import { index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productsTable } from '../products/product-table.ts';

export type ProductGroupTexts = Record<string, { name?: string; description?: string }>;

export const productGroupsTable = pgTable('product_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  texts: jsonb('texts').$type<ProductGroupTexts>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type ProductGroupRow = typeof productGroupsTable.$inferSelect;

export const productGroupMembersTable = pgTable(
  'product_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => productGroupsTable.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => productsTable.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.productId] }),
    index('product_group_members_product_idx').on(table.productId),
  ],
);
