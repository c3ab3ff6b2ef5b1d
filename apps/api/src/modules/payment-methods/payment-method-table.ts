import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentMethodKind, PaymentProviderType } from '@iot/shared/payment-methods';
import { ownerColumns } from '../../db/owner-columns.ts';

/**
 * SPEC §3 saved payment methods. A card is the provider's reference (`provider_ref`, a Stripe
 * PaymentMethod id) plus what may be shown: brand, last four, expiry, holder name (DESIGN §API:
 * nothing else of a card is ever stored). A bank account keeps its name, IBAN and SWIFT.
 */
export const paymentMethodsTable = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownerColumns(),
    kind: text('kind').$type<PaymentMethodKind>().notNull(),
    type: text('type').$type<PaymentProviderType>().notNull().default('STRIPE'),
    /** Which driver made the reference ('stripe' or 'sandbox'), so one never gets the other's ids. */
    driver: text('driver'),
    providerRef: text('provider_ref'),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderName: text('holder_name'),
    accountName: text('account_name'),
    iban: text('iban'),
    swift: text('swift'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_owner_idx').on(table.ownerKind, table.ownerId)],
);
export type PaymentMethodRow = typeof paymentMethodsTable.$inferSelect;

/** The provider's customer for each marketplace user (a Stripe Customer, needed to save cards with SetupIntents). */
export const paymentCustomersTable = pgTable(
  'payment_customers',
  {
    ...ownerColumns(),
    driver: text('driver').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_customers_owner_unique').on(table.ownerKind, table.ownerId, table.driver)],
);
