import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ordersTable } from '../orders/order-table.ts';

/**
 * The last invoice number handed out, one row per series ('global' today). Invoice numbers must
 * run without gaps (tax authorities audit the series), which a PostgreSQL sequence cannot promise:
 * a rolled-back transaction burns its value. A counter row moved in the issuing transaction rolls
 * back with it, and its row lock makes concurrent issuers take turns.
 */
export const invoiceCountersTable = pgTable(
  'invoice_counters',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [check('invoice_counters_last_number_non_negative', sql`${table.lastNumber} >= 0`)],
);

/** An order's invoice: issued once, its number never reused nor changed. */
export const invoicesTable = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'restrict' }),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_order_unique').on(table.orderId),
    uniqueIndex('invoices_series_number_unique').on(table.series, table.number),
  ],
);
export type InvoiceRow = typeof invoicesTable.$inferSelect;
