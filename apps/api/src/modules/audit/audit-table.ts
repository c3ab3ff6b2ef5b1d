import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditResource } from '@iot/shared/audit-log';

/**
 * One back-office write (DESIGN §Operations): who, when, what, before and after, from where. No
 * foreign key to the administrator: an entry outlives the account, and keeps the name and e-mail it
 * had. Append-only: migration 0017's trigger refuses UPDATE and DELETE.
 */
export const auditLogTable = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name'),
    adminEmail: text('admin_email'),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    resource: text('resource').$type<AuditResource>().notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_admin_idx').on(table.adminId, table.at),
    index('audit_log_resource_idx').on(table.resource, table.at),
  ],
);
export type AuditLogRow = typeof auditLogTable.$inferSelect;
export type AuditLogInsert = typeof auditLogTable.$inferInsert;
