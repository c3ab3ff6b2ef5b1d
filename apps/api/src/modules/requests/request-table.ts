import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type RequestedProduct = { productId: string; name: string; code: string; quantity: number };

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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('requests_created_idx').on(table.createdAt),
    index('requests_customer_idx').on(table.customerKind, table.customerId),
  ],
);
export type RequestRow = typeof requestsTable.$inferSelect;
