import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@iot/shared/addresses';
import type { Language } from '@iot/shared/languages';
import type { OrderStatus, PlaceOrderBody } from '@iot/shared/orders';
import type { TranslatableTexts } from '@iot/shared/translatable-texts';
import { ownerColumns } from '../../db/owner-columns.ts';
import { paymentTransactionsTable } from '../payments/payment-table.ts';
import { productsTable } from '../products/product-table.ts';
import { requestsTable } from '../requests/request-table.ts';

export type ShippingAddressSnapshot = Omit<Address, '_id' | 'isDefault'>;
export type PaymentSnapshot = {
  kind: 'card' | 'bank-account';
  type: 'TAP' | 'STRIPE';
  driver: string | null;
  providerRef: string | null;
  brand: string | null;
  last4: string | null;
  holderName: string | null;
};

/**
 * One attempt to pay for a cart, written before the provider is called (so no lock is held while
 * it answers) and keyed by the client's idempotency key: a retried request finds its attempt, and
 * the client's confirmation and the provider's webhook both finish it through one idempotent step
 * that creates at most one order (`order_id`, unique).
 */
export const checkoutsTable = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownerColumns(),
    tenantId: uuid('tenant_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request as received, to compare a retry with (a reused key with another body is refused). */
    request: jsonb('request').$type<PlaceOrderBody>().notNull(),
    /** The language the customer ordered in: the lines' names are snapshot in it, whoever finishes the checkout. */
    language: text('language').$type<Language>().notNull().default('en'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'created' | 'requires_action' | 'authorized' | 'completed' | 'failed'>().notNull(),
    driver: text('driver'),
    paymentRef: text('payment_ref'),
    failure: text('failure'),
    orderId: uuid('order_id'),
    /**
     * When a failed checkout's payment was known to hold nothing: declined, never made, or its hold
     * cancelled. Until then the reconciler (DESIGN §API) looks at it: marking a checkout failed and
     * releasing its hold are two steps, and a crash may come between them.
     */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Also the reconciler's claim: it moves this on when it takes the checkout, so no other instance does. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkouts_idempotency_unique').on(table.ownerKind, table.ownerId, table.idempotencyKey),
    uniqueIndex('checkouts_order_unique').on(table.orderId),
    index('checkouts_payment_ref_idx').on(table.paymentRef),
    // The checkouts the reconciler may have to finish or release: no order, nothing known released.
    index('checkouts_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`${table.orderId} is null and ${table.releasedAt} is null`),
  ],
);
export type CheckoutRow = typeof checkoutsTable.$inferSelect;

/** SPEC §3 Order, with its totals in minor units of `currency` (DESIGN §Data). */
export const ordersTable = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short, human order ID (SPEC §3), from a sequence. */
    number: serial('number').notNull(),
    ...ownerColumns(),
    tenantId: uuid('tenant_id'),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkoutsTable.id),
    customerName: text('customer_name').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    giftCardMinor: integer('gift_card_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    discountId: uuid('discount_id'),
    discountCode: text('discount_code'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    payment: jsonb('payment').$type<PaymentSnapshot>().notNull(),
    /** The quote request this order bought at its quoted prices (SPEC §3 Quote or message). */
    quoteRequestId: uuid('quote_request_id').references(() => requestsTable.id, { onDelete: 'set null' }),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true, mode: 'date' }),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_checkout_unique').on(table.checkoutId),
    // A quote is bought once: the last guard behind the conditional update that accepts it.
    uniqueIndex('orders_quote_unique').on(table.quoteRequestId),
    index('orders_owner_idx').on(table.ownerKind, table.ownerId, table.placedAt),
    index('orders_status_idx').on(table.status, table.placedAt),
    // The back office's list: every customer's orders, newest first by default.
    index('orders_placed_at_idx').on(table.placedAt),
  ],
);
export type OrderRow = typeof ordersTable.$inferSelect;

/** An order line: a snapshot of the product as sold (DESIGN §Data), so an order never changes with the catalog. */
export const orderLinesTable = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => productsTable.id, { onDelete: 'set null' }),
    /** The name in the language the order was placed in: the fallback when `texts` has none. */
    name: text('name').notNull(),
    /** The product's name in every language it had when ordered, shown in the viewer's (DESIGN §Data). */
    texts: jsonb('texts').$type<TranslatableTexts<{ name: string }>>().notNull().default({}),
    code: text('code').notNull(),
    image: text('image'),
    productType: text('product_type'),
    quantity: integer('quantity').notNull(),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    currency: text('currency').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_position_unique').on(table.orderId, table.position),
    check(
      'order_lines_shipped_within_quantity',
      sql`${table.shippedQuantity} >= 0 and ${table.shippedQuantity} <= ${table.quantity}`,
    ),
  ],
);
export type OrderLineRow = typeof orderLinesTable.$inferSelect;

/** Append-only history of every status change (who, when, from, to, note). */
export const orderStatusHistoryTable = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * The back office's internal notes on an order, at any status: append-only, read only by the admin
 * API (the customer's order view never selects them).
 */
export const orderNotesTable = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);
export type OrderNoteRow = typeof orderNotesTable.$inferSelect;

/**
 * A parcel sent for an order (SPEC §4 shipping), with its carrier and tracking number. An order
 * may go out in several; its lines' `shipped_quantity` is the sum of theirs, raised by a
 * conditional update that never passes the ordered quantity.
 */
export const orderShipmentsTable = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_shipments_order_idx').on(table.orderId, table.createdAt)],
);
export type OrderShipmentRow = typeof orderShipmentsTable.$inferSelect;

export const orderShipmentLinesTable = pgTable(
  'order_shipment_lines',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => orderShipmentsTable.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLinesTable.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    uniqueIndex('order_shipment_lines_unique').on(table.shipmentId, table.orderLineId),
    check('order_shipment_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * What a refund gave back of an order, beside its payment transaction (which holds the amount and
 * the provider's outcome): the lines and quantities returned, whether they go back to stock (done
 * when the provider confirms the refund), the reason, who asked, and whether it cancelled the order.
 */
export const orderRefundsTable = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactionsTable.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<{ lineId: string; quantity: number }[]>().notNull().default([]),
    restock: boolean('restock').notNull().default(false),
    reason: text('reason'),
    cancellation: boolean('cancellation').notNull().default(false),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_refunds_transaction_unique').on(table.transactionId),
    index('order_refunds_order_idx').on(table.orderId, table.createdAt),
  ],
);
export type OrderRefundRow = typeof orderRefundsTable.$inferSelect;
