import { z } from 'zod';
import { pageEnvelope } from './api-envelope.ts';
import { languageSchema } from './language-schemas.ts';
import { emailField, optionalText } from './fields.ts';
import { message } from './validation-messages.ts';

/**
 * Staff roles of the back office (DESIGN §Operations: super admin, operations, catalog, read-only),
 * one table for the API that enforces them and the back office that hides what a role may not do.
 * Each `/marketplace` operation declares one permission (`x-permission` in its OpenAPI schema).
 */

export const staffRoles = ['super-admin', 'operations', 'catalog', 'read-only'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles, { error: message.invalid('Role') });

/** The parts of the back office a permission is about; each is read or written. */
export const staffAreas = [
  'orders',
  'inventory',
  'customers',
  'products',
  'metadata',
  'marketing',
  'files',
  'settings',
  'admins',
  'mail',
  'audit-log',
  'dashboard',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/**
 * `own-account`: what every active administrator may do with their own account (the profile); an
 * area's `read` answers GETs, its `write` everything that changes something.
 */
export type StaffPermission = 'own-account' | `${StaffArea}:read` | `${StaffArea}:write`;

/** Areas whose reads reveal secrets (the outbox holds password codes) or other administrators. */
const superAdminOnly: readonly StaffArea[] = ['admins', 'mail'];
const reads: StaffPermission[] = staffAreas
  .filter((area) => !superAdminOnly.includes(area))
  .map((area) => `${area}:read` as const);
const writes = (...areas: StaffArea[]) => areas.map((area) => `${area}:write` as const);

export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  'super-admin': [
    'own-account',
    ...staffAreas.map((area) => `${area}:read` as const),
    ...staffAreas.map((area) => `${area}:write` as const),
  ],
  operations: ['own-account', ...reads, ...writes('orders', 'inventory', 'customers')],
  catalog: ['own-account', ...reads, ...writes('products', 'metadata', 'marketing', 'files')],
  'read-only': ['own-account', ...reads],
};

export const staffPermissions: readonly StaffPermission[] = rolePermissions['super-admin'];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function isStaffPermission(value: unknown): value is StaffPermission {
  return typeof value === 'string' && (staffPermissions as readonly string[]).includes(value);
}

/** Whether a role may do what a permission names; no role (an old token) may do nothing but its own account. */
export function roleAllows(role: StaffRole | undefined, permission: StaffPermission): boolean {
  if (!role) return permission === 'own-account';
  return rolePermissions[role].includes(permission);
}

// ---------- the administrators screen (/cms/admins) ----------

/** invited: mailed a code, no password yet; deactivated: signs in no more, sessions ended. */
export const staffStatuses = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(staffStatuses),
  language: languageSchema,
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = pageEnvelope(staffMemberSchema);
export const staffMemberResponseSchema = z.object({ data: staffMemberSchema });

/** GET /marketplace/admins/admins. `search` matches the name or e-mail. */
export const staffListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  role: staffRoleSchema.optional(),
  status: z.enum(staffStatuses).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** POST /marketplace/admins/admins: invite by e-mail; the mail's code sets the password. */
export const staffInviteBodySchema = z.object({
  email: emailField(),
  firstName: optionalText('First name', 60).optional(),
  lastName: optionalText('Last name', 60).optional(),
  role: staffRoleSchema,
  language: languageSchema.optional(),
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

export const staffRoleBodySchema = z.object({ role: staffRoleSchema });
export const staffStatusBodySchema = z.object({
  status: z.enum(['active', 'deactivated'], { error: message.invalid('Status') }),
});
