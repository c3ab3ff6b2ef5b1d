import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Provider webhook events already handled, keyed by the provider's event id: a replayed or
 * retried delivery finds its row and changes nothing (DESIGN §API).
 */
export const paymentWebhookEventsTable = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  driver: text('driver').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type PaymentTransactionKind = 'authorization' | 'capture' | 'cancellation' | 'refund';

/**
 * Every call that moved (or reserved) money, per order: what the customer profile lists as
 * transactions. A hold released for a checkout that never became an order (DESIGN §API: the
 * reconciler) is recorded too, by `checkout_id` with no order; the order lists leave it out.
 */
export const paymentTransactionsTable = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id'),
    checkoutId: uuid('checkout_id'),
    kind: text('kind').$type<PaymentTransactionKind>().notNull(),
    driver: text('driver').notNull(),
    providerRef: text('provider_ref'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** The administrator whose accept or reject claimed this call: the reconciler finishes the change in their name. */
    actorId: text('actor_id'),
    /** A refund's key from the back office's request: a retry with it finds this row instead of refunding again. */
    requestKey: text('request_key'),
    /**
     * The idempotency key the provider was (or will be) called with, fixed when claimed: the
     * reconciler repeats a refund a crash interrupted with it, so the provider refunds once.
     */
    providerKey: text('provider_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One authorization, one capture and one cancellation per order (or checkout) at most, whoever asks
  // twice; refunds are many per order, one per request key.
  (table) => [
    uniqueIndex('payment_transactions_order_kind_unique')
      .on(table.orderId, table.kind)
      .where(sql`${table.kind} <> 'refund'`),
    uniqueIndex('payment_transactions_order_request_unique').on(table.orderId, table.requestKey),
    uniqueIndex('payment_transactions_checkout_kind_unique').on(table.checkoutId, table.kind),
    // The reconciler's look for claims left pending (a partial index: almost every row is settled).
    index('payment_transactions_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // The back office's transactions list, newest first.
    index('payment_transactions_created_idx').on(table.createdAt),
  ],
);
export type PaymentTransactionRow = typeof paymentTransactionsTable.$inferSelect;

/**
 * The sandbox provider's own records, standing in for the PaymentIntents Stripe would keep, so
 * that the sandbox behaves the same on every instance (DESIGN §API: stateless instances).
 */
export const sandboxPaymentsTable = pgTable(
  'sandbox_payments',
  {
    ref: text('ref').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'authorized' | 'requires_action' | 'declined' | 'captured' | 'cancelled'>().notNull(),
    checkoutId: text('checkout_id'),
    paymentMethod: text('payment_method').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_payments_idempotency_unique').on(table.idempotencyKey)],
);
export type SandboxPaymentRow = typeof sandboxPaymentsTable.$inferSelect;

/** The sandbox's refunds, standing in for Stripe's Refund objects: one per idempotency key. */
export const sandboxRefundsTable = pgTable(
  'sandbox_refunds',
  {
    ref: text('ref').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentRef: text('payment_ref')
      .notNull()
      .references(() => sandboxPaymentsTable.ref),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_idempotency_unique').on(table.idempotencyKey),
    index('sandbox_refunds_payment_idx').on(table.paymentRef),
  ],
);
export type SandboxRefundRow = typeof sandboxRefundsTable.$inferSelect;
