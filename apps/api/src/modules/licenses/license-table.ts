import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LicenseEventKind, LicensePeriod, licenseStoredStatuses } from '@iot/shared/licenses';
import { companiesTable } from '../companies/company-table.ts';
import { orderLinesTable, ordersTable } from '../orders/order-table.ts';
import { productsTable } from '../products/product-table.ts';
import { tenantUsersTable, tenantsTable } from '../tenants/tenant-table.ts';

type StoredStatus = (typeof licenseStoredStatuses)[number];

/**
 * SPEC §2 /cms/licenses: N seats of a subscription product given to a holder for a period: a
 * tenant, or a company that gives the seats to its tenants' users. The CHECK keeps seats used within
 * seats allocated under the conditional updates that assign them; an order line gives at most one
 * allocation, however often its order is accepted.
 */
export const licenseAllocationsTable = pgTable(
  'license_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of tenant and company holds the allocation (a CHECK). */
    tenantId: uuid('tenant_id').references(() => tenantsTable.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companiesTable.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => productsTable.id, { onDelete: 'set null' }),
    /** The product as allocated, for when it leaves the catalog. */
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    period: text('period').$type<LicensePeriod>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<StoredStatus>().notNull().default('active'),
    orderId: uuid('order_id').references(() => ordersTable.id, { onDelete: 'set null' }),
    /** The order's short ID (SPEC §3), as the back office shows it. */
    orderNumber: text('order_number'),
    orderLineId: uuid('order_line_id').references(() => orderLinesTable.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('license_allocations_seats_positive', sql`${table.seats} > 0`),
    check(
      'license_allocations_seats_used_within',
      sql`${table.seatsUsed} >= 0 and ${table.seatsUsed} <= ${table.seats}`,
    ),
    check('license_allocations_one_holder', sql`num_nonnulls(${table.tenantId}, ${table.companyId}) = 1`),
    uniqueIndex('license_allocations_order_line_unique').on(table.orderLineId),
    index('license_allocations_tenant_idx').on(table.tenantId, table.createdAt),
    index('license_allocations_company_idx').on(table.companyId, table.createdAt),
    index('license_allocations_created_idx').on(table.createdAt),
  ],
);
export type LicenseAllocationRow = typeof licenseAllocationsTable.$inferSelect;
export type LicenseAllocationInsert = typeof licenseAllocationsTable.$inferInsert;

/** A seat held by one of the tenant's users; a user holds at most one seat of an allocation. */
export const licenseAssignmentsTable = pgTable(
  'license_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    allocationId: uuid('allocation_id')
      .notNull()
      .references(() => licenseAllocationsTable.id, { onDelete: 'cascade' }),
    tenantUserId: uuid('tenant_user_id')
      .notNull()
      .references(() => tenantUsersTable.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('license_assignments_user_unique').on(table.allocationId, table.tenantUserId),
    index('license_assignments_user_idx').on(table.tenantUserId),
  ],
);
export type LicenseAssignmentRow = typeof licenseAssignmentsTable.$inferSelect;

/** The allocation's history: who did what, when (append-only). */
export const licenseEventsTable = pgTable(
  'license_events',
  {
    /** From a sequence, so events of one instant keep the order they were written in. */
    id: serial('id').primaryKey(),
    allocationId: uuid('allocation_id')
      .notNull()
      .references(() => licenseAllocationsTable.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LicenseEventKind>().notNull(),
    /** An administrator's id; null for the system (an accepted order) or a company. */
    adminId: text('admin_id'),
    /** The company that gave or took back a seat of its own license. */
    companyId: uuid('company_id').references(() => companiesTable.id, { onDelete: 'set null' }),
    detail: text('detail'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('license_events_allocation_idx').on(table.allocationId, table.createdAt)],
);
export type LicenseEventRow = typeof licenseEventsTable.$inferSelect;
export type LicenseEventInsert = typeof licenseEventsTable.$inferInsert;
