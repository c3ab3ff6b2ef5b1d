import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountColumns, lower, marketplaceProfileColumns } from '../../db/columns.ts';
import { companiesTable } from '../companies/company-table.ts';

export const tenantsTable = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantName: text('tenant_name').notNull(),
    email: text('email').notNull(),
    /**
     * The company the tenant belongs to, set in the back office: the company may give seats of the
     * licenses it holds to this tenant's users (SPEC §2 /licenses). Null for a tenant of its own.
     */
    companyId: uuid('company_id').references(() => companiesTable.id, { onDelete: 'set null' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    allowedDeviceProfileTypes: text('allowed_device_profile_types').array().notNull().default([]),
    allowedNetworkServers: text('allowed_network_servers').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('tenants_company_idx').on(table.companyId)],
);
export type TenantRow = typeof tenantsTable.$inferSelect;

/** Users of one tenant; e-mail and username are unique within their tenant only. */
export const tenantUsersTable = pgTable(
  'tenant_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantsTable.id, { onDelete: 'cascade' }),
    ...accountColumns(),
    ...marketplaceProfileColumns(),
  },
  (table) => [
    uniqueIndex('tenant_users_email_unique').on(table.tenantId, lower(table.email)),
    uniqueIndex('tenant_users_username_unique').on(table.tenantId, lower(table.username)),
    index('tenant_users_tenant_idx').on(table.tenantId),
  ],
);
export type TenantUserRow = typeof tenantUsersTable.$inferSelect;
