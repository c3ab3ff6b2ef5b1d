import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DiscountType } from '@iot/shared/discounts';
import { lower } from '../../db/columns.ts';
import { ownerColumns } from '../../db/owner-columns.ts';

/** Stored statuses; `expired` is computed from `ends_at` (SPEC §4 discount statuses). */
export type StoredDiscountStatus = 'active' | 'used' | 'inactive';

/**
 * SPEC §3 Discount. `usedCount` moves only by the conditional update that redeems a code, and
 * each redemption is also a row whose (discount, use number) is unique, so a code can never be
 * used more often than its limit, even by requests that run at the same moment.
 */
export const discountsTable = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type').$type<DiscountType>().notNull().default('code'),
    status: text('status').$type<StoredDiscountStatus>().notNull().default('active'),
    percentage: integer('percentage').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** SPEC §3 number of usage: how many orders may use it; null is unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    minimumQuantity: integer('minimum_quantity').notNull().default(0),
    /** SPEC §3 locations: ISO country codes and city ids it is limited to; empty is everywhere. */
    countries: text('countries').array().notNull().default([]),
    cities: text('cities').array().notNull().default([]),
    /** For type `product`: the products it applies to. For type `market`: the product types it applies to. */
    productIds: uuid('product_ids').array().notNull().default([]),
    productTypes: text('product_types').array().notNull().default([]),
    /** SPEC §3 period: how many days a code stays valid after its first use; null is no limit. */
    periodDays: integer('period_days'),
    /** Limited to the customers of these groups (SPEC §2 customer groups); empty is every customer. */
    customerGroupIds: uuid('customer_group_ids').array().notNull().default([]),
    singleUse: boolean('single_use').notNull().default(false),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discounts_code_unique').on(lower(table.code)),
    check('discounts_percentage_range', sql`${table.percentage} between 1 and 100`),
    check(
      'discounts_usage_within_limit',
      sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`,
    ),
  ],
);
export type DiscountRow = typeof discountsTable.$inferSelect;

/**
 * One row per use of a code by an order (SPEC §9: a code expires on use; no more uses than its
 * limit). A released use (its order rejected) leaves the unique indexes, so the use can be taken again.
 */
export const discountRedemptionsTable = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discountsTable.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    /** The redemption's number (1, 2, …): unique per discount, so two requests can never take the same use. */
    useNumber: integer('use_number').notNull(),
    ...ownerColumns(),
    /** Set to the owner when the code is once per customer, so a second use by the same owner is a duplicate key. */
    oncePerCustomerKey: text('once_per_customer_key'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Set when the order is rejected: the use is given back (issue: back-office operations). */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_use_unique')
      .on(table.discountId, table.useNumber)
      .where(sql`${table.releasedAt} is null`),
    uniqueIndex('discount_redemptions_order_unique').on(table.discountId, table.orderId),
    uniqueIndex('discount_redemptions_once_unique')
      .on(table.discountId, table.oncePerCustomerKey)
      .where(sql`${table.releasedAt} is null`),
    index('discount_redemptions_owner_idx').on(table.ownerKind, table.ownerId),
  ],
);
export type DiscountRedemptionRow = typeof discountRedemptionsTable.$inferSelect;
