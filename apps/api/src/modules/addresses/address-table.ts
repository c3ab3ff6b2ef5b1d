import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AddressType } from '@iot/shared/addresses';
import { ownerColumns } from '../../db/owner-columns.ts';

/** SPEC §3 Address, in a customer's address book; at most one default per owner (a partial unique index). */
export const addressesTable = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownerColumns(),
    name: text('name').notNull().default(''),
    type: text('type').$type<AddressType>().notNull().default('home'),
    country: text('country').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    additionalDetails: text('additional_details').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_owner_idx').on(table.ownerKind, table.ownerId),
    uniqueIndex('addresses_one_default')
      .on(table.ownerKind, table.ownerId)
      .where(sql`${table.isDefault}`),
  ],
);
export type AddressRow = typeof addressesTable.$inferSelect;
