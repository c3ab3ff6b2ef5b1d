import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@iot/shared/staff-roles';
import { accountColumns, lower } from '../../db/columns.ts';

/** CMS administrators and their staff role (DESIGN §Operations: super admin, operations, catalog, read-only). */
export const adminsTable = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...accountColumns(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The least a row gets when none is named; every insert names one. */
    role: text('role').$type<StaffRole>().notNull().default('read-only'),
    /** When the administrator first set a password; null while an invitation is open. */
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }),
    /** Set when a super admin deactivates the administrator: no sign-in, refresh or session. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('admins_email_unique').on(lower(table.email))],
);
export type AdminRow = typeof adminsTable.$inferSelect;
