import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from './api-envelope.ts';

/**
 * The back office's audit log (DESIGN §Operations: every back-office write leaves an audit-log row
 * in the same transaction). Entries are read-only: the API has no route that changes or deletes one.
 */

/** What a back-office write changed, named after the admin API's collection (`/marketplace/<resource>`). */
export const auditResources = [
  'products',
  'inventory',
  'product-groups',
  'tags',
  'industries',
  'use-cases',
  'device-types',
  'gateway-types',
  'accessory-types',
  'applications',
  'pictures',
  'sliders',
  'ads',
  'requests',
  'orders',
  'customers',
  'customer-groups',
  'discounts',
  'license-allocations',
  'files',
  'tenants',
  'settings',
  'admins',
  'mail',
] as const;
export type AuditResource = (typeof auditResources)[number];

export const auditActions = [
  'create',
  'update',
  'delete',
  'status',
  'add-members',
  'remove-members',
  'import',
  'shipment',
  'license-action',
  'assign',
  'unassign',
  'upload',
  'add-user',
  'password-reset',
  'currency-conversion',
  'refund',
  'cancel',
  'note',
  'invite',
  'role',
  'resend',
  'quote',
  'message',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditSortFields = ['at', 'resource', 'action'] as const;

/**
 * GET /marketplace/audit-log. `from`/`to` are instants (the browser sends the viewer's own days as
 * them, as the orders list does); `adminId` is the person, `resource` what was changed.
 */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  adminId: z.uuid().optional(),
  resource: z.enum(auditResources).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  sort: z.enum(auditSortFields).default('at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** Who made a change: the administrator's id, and the name and e-mail they had at the time. */
export const auditAdminSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditAdmin = z.infer<typeof auditAdminSchema>;

/** A snapshot of a resource's fields (only those that changed, on an update), sensitive ones left out. */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditEntrySummarySchema = z.object({
  _id: z.string(),
  at: z.string(),
  admin: auditAdminSchema,
  /** The client's address as the server sees it (behind the configured trusted proxies). */
  ip: z.string(),
  method: z.string(),
  /** The route's pattern, e.g. `/marketplace/products/:id`. */
  route: z.string(),
  action: z.enum(auditActions),
  resource: z.enum(auditResources),
  resourceId: z.string().nullable(),
  /** The top-level fields the write changed. */
  changedFields: z.array(z.string()),
});
export type AuditEntrySummary = z.infer<typeof auditEntrySummarySchema>;

export const auditEntrySchema = auditEntrySummarySchema.extend({
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = pageEnvelope(auditEntrySummarySchema);
export const auditEntryResponseSchema = dataEnvelope(auditEntrySchema);
/** Everyone who has an entry, for the list's person filter. */
export const auditAdminsResponseSchema = dataEnvelope(z.array(auditAdminSchema));
