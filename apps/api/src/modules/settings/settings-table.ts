import { jsonb, pgTable, text, timestamp, uuid, integer, index } from 'drizzle-orm/pg-core';
import type { Settings } from '@iot/shared/settings';

/**
 * A shipping price as stored: minor units with their currency (DESIGN §Data: settings' amounts
 * too), while the API speaks major units of the settings currency.
 */
export type StoredShippingRate = { country: string; amountMinor: number; currency: string };

/** The settings document as stored; rows written before the pricing fields existed lack them. */
export type StoredSettingsDocument = Omit<Settings, 'shippingRates' | 'taxRates' | 'estimatedDeliveryDays' | 'seller'> &
  Partial<Pick<Settings, 'taxRates' | 'estimatedDeliveryDays' | 'seller'>> & { shippingRates?: StoredShippingRate[] };

/** One row per scope ('global' today); the document is validated by the shared schema on every write. */
export const settingsTable = pgTable('settings', {
  scope: text('scope').primaryKey(),
  value: jsonb('value').$type<StoredSettingsDocument>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every change of the store's currency (DESIGN §Data: it converts, never strands prices): who, when,
 * from, to, at what rate (as the administrator wrote it) and how many amounts moved. Written in the
 * conversion's own transaction. `admin_id` names the administrator without a foreign key, so the
 * record outlives the account.
 */
export const currencyChangesTable = pgTable(
  'currency_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id'),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: text('rate').notNull(),
    productsConverted: integer('products_converted').notNull(),
    shippingRatesConverted: integer('shipping_rates_converted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('currency_changes_created_idx').on(table.createdAt)],
);
export type CurrencyChangeRow = typeof currencyChangesTable.$inferSelect;
