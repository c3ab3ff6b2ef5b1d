import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountColumns, lower } from '../../db/columns.ts';

/** CMS administrators (SPEC §6: super admin). */
export const adminsTable = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...accountColumns(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roles: text('roles').array().notNull().default([]),
    permissions: text('permissions').array().notNull().default([]),
  },
  (table) => [uniqueIndex('admins_email_unique').on(lower(table.email))],
);
export type AdminRow = typeof adminsTable.$inferSelect;
