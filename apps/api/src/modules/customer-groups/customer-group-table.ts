import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lower } from '../../db/columns.ts';
import { ownerColumns } from '../../db/owner-columns.ts';

/** SPEC §2 /cms/customers/groups: named sets of customers a discount can be limited to. */
export const customerGroupsTable = pgTable(
  'customer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customer_groups_name_unique').on(lower(table.name))],
);
export type CustomerGroupRow = typeof customerGroupsTable.$inferSelect;

/** A customer (company or tenant user) in a group; pushing one twice is a no-op on the primary key. */
export const customerGroupMembersTable = pgTable(
  'customer_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroupsTable.id, { onDelete: 'cascade' }),
    ...ownerColumns(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.ownerKind, table.ownerId] }),
    index('customer_group_members_owner_idx').on(table.ownerKind, table.ownerId),
  ],
);
