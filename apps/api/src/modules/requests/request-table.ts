import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuoteStatus } from '@iot/shared/requests';

export type RequestedProduct = { productId: string; name: string; code: string; quantity: number };
/** A quoted line: the product as named when quoted, at a unit price in minor units of the quote's currency. */
export type QuotedLine = RequestedProduct & { unitPriceMinor: number };

/** A quote request or a contact message; product names are kept as they were when sent. */
export const requestsTable = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<'quote' | 'message'>().notNull(),
    status: text('status').$type<'new' | 'in-progress' | 'answered' | 'closed'>().notNull().default('new'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    products: jsonb('products').$type<RequestedProduct[]>().notNull().default([]),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    customerKind: text('customer_kind').$type<'root' | 'tenant'>(),
    customerId: uuid('customer_id'),
    /**
     * The back office's quote (SPEC §3 Quote or message), one per request. Accepting it is a
     * conditional update of `quote_status` from `offered` in the order's transaction, so it buys
     * one order however many checkouts race for it.
     */
    quoteStatus: text('quote_status').$type<QuoteStatus>(),
    quoteLines: jsonb('quote_lines').$type<QuotedLine[]>(),
    quoteCurrency: text('quote_currency'),
    quoteSubtotalMinor: integer('quote_subtotal_minor'),
    quoteNote: text('quote_note'),
    quoteValidUntil: timestamp('quote_valid_until', { withTimezone: true, mode: 'date' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true, mode: 'date' }),
    quoteOrderId: uuid('quote_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('requests_created_idx').on(table.createdAt),
    index('requests_customer_idx').on(table.customerKind, table.customerId),
  ],
);
export type RequestRow = typeof requestsTable.$inferSelect;

/** The thread of a request after its first message: the back office and the customer, oldest first. */
export const requestMessagesTable = pgTable(
  'request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requestsTable.id, { onDelete: 'cascade' }),
    author: text('author').$type<'customer' | 'admin'>().notNull(),
    /** The administrator or customer who wrote it. */
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('request_messages_request_idx').on(table.requestId, table.createdAt)],
);
export type RequestMessageRow = typeof requestMessagesTable.$inferSelect;
