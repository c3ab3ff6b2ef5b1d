import { z } from 'zod';
import { pageEnvelope } from './api-envelope.ts';
import { subscriptionPeriods } from './products.ts';
import { serverMessages } from './server-messages.ts';
import { message } from './validation-messages.ts';

/**
 * SPEC §2 /cms/licenses and §7 license-allocation: an entitlement ledger. An allocation gives a
 * holder (a tenant, or a company) N seats of a subscription product for a period; seats are assigned
 * to the tenant's users (a company's: its tenants' users) and can never exceed the seats allocated. Allocations are made by hand or, once per order line,
 * when an order with subscription products is accepted.
 */
export const licensePeriods = subscriptionPeriods;
export type LicensePeriod = (typeof licensePeriods)[number];

/** The products a license is of (SPEC §3 product types): subscriptions carry their period. */
export const licensableProductTypes = ['subscription'] as const;

/** Stored statuses; `expired` is read from the expiry date of an active allocation. */
export const licenseStoredStatuses = ['active', 'suspended', 'revoked'] as const;
export const licenseStatuses = ['active', 'suspended', 'revoked', 'expired'] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];

/** The months one period of an allocation lasts; renewing adds one more. */
export const licensePeriodMonths: Record<LicensePeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** An allocation counts as nearly used up (a dashboard queue) at this share of its seats or more. */
export const licenseNearlyUsedShare = 0.8;

/** What an administrator can do to an allocation, and from which stored statuses. */
export const licenseActions = ['suspend', 'resume', 'revoke', 'renew'] as const;
export type LicenseAction = (typeof licenseActions)[number];
export const licenseActionFrom: Record<LicenseAction, readonly (typeof licenseStoredStatuses)[number][]> = {
  suspend: ['active'],
  resume: ['suspended'],
  revoke: ['active', 'suspended'],
  renew: ['active', 'suspended'],
};

export function canApplyLicenseAction(status: LicenseStatus, action: LicenseAction): boolean {
  const stored = status === 'expired' ? 'active' : status;
  return licenseActionFrom[action].includes(stored);
}

/** Adds whole months to an instant, in UTC, keeping the end of a month at the end of the shorter one. */
export function addLicensePeriods(from: Date, period: LicensePeriod, count = 1): Date {
  const months = licensePeriodMonths[period] * count;
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

const tenantRefSchema = z.object({ _id: z.string(), tenantName: z.string() });
const companyRefSchema = z.object({ _id: z.string(), companyName: z.string() });
const productRefSchema = z.object({ _id: z.string().nullable(), name: z.string(), code: z.string() });
const orderRefSchema = z.object({ _id: z.string(), orderId: z.string(), lineId: z.string() });

export const licenseAllocationSchema = z.object({
  _id: z.string(),
  /** Who holds it: a tenant, or a company (the other is null). */
  tenant: tenantRefSchema.nullable(),
  company: companyRefSchema.nullable(),
  product: productRefSchema,
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  seatsAvailable: z.number().int(),
  period: z.enum(licensePeriods),
  startsAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(licenseStatuses),
  /** The accepted order line it came from; null when an administrator allocated it by hand. */
  order: orderRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LicenseAllocation = z.infer<typeof licenseAllocationSchema>;

export const licenseAssignmentSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), username: z.string(), email: z.string() }),
  assignedAt: z.string(),
});
export type LicenseAssignment = z.infer<typeof licenseAssignmentSchema>;

export const licenseEventKinds = [
  'allocated',
  'assigned',
  'unassigned',
  'suspended',
  'resumed',
  'revoked',
  'renewed',
] as const;
export type LicenseEventKind = (typeof licenseEventKinds)[number];

export const licenseEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(licenseEventKinds),
  /** Who did it: an administrator's or the holding company's name, or null for the system (an accepted order). */
  actor: z.string().nullable(),
  /** The user a seat was assigned to or taken from; the new expiry of a renewal. */
  detail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LicenseEvent = z.infer<typeof licenseEventSchema>;

export const licenseAllocationDetailSchema = licenseAllocationSchema.extend({
  assignments: z.array(licenseAssignmentSchema),
  history: z.array(licenseEventSchema),
});
export type LicenseAllocationDetail = z.infer<typeof licenseAllocationDetailSchema>;
export const licenseAllocationResponseSchema = z.object({ data: licenseAllocationDetailSchema });
export const licenseAllocationListResponseSchema = pageEnvelope(licenseAllocationSchema);

/** GET /marketplace/license-allocation. */
export const licenseAllocationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Matches the holder's name or the product's name or code. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(licenseStatuses).optional(),
  tenantId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  /** Only allocations with at least `licenseNearlyUsedShare` of their seats assigned. */
  nearlyUsedUp: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type LicenseAllocationListQuery = z.infer<typeof licenseAllocationListQuerySchema>;

export const licenseSeatsMax = 100_000;

/** Who a hand-made allocation is for: the body names exactly one of them. */
export const licenseHolderKinds = ['tenant', 'company'] as const;
export type LicenseHolderKind = (typeof licenseHolderKinds)[number];

/**
 * POST /marketplace/license-allocation (SPEC §2 /cms/licenses/new): to a tenant or to a company
 * (e.g. a contract signed outside the shop). Both holders are optional fields checked together,
 * rather than a union of two bodies, so each error stays a SPEC §5 text on the field it concerns.
 */
export const licenseAllocationBodySchema = z
  .object({
    tenantId: z.uuid({ error: message.required('Tenant') }).optional(),
    companyId: z.uuid({ error: message.required('Company') }).optional(),
    productId: z.uuid({ error: message.required('Product') }),
    seats: z.coerce
      .number({ error: message.required('Quantity') })
      .int({ error: message.invalid('Quantity') })
      .min(1, { error: message.atLeast(1, 'Quantity') })
      .max(licenseSeatsMax, { error: message.maxValue('Quantity', licenseSeatsMax) }),
    period: z.enum(licensePeriods, { error: message.oneOf('Period', licensePeriods) }),
    /** When the first period starts; now when left out. */
    startsAt: z.iso.datetime({ offset: true, error: message.invalid('Start date') }).optional(),
  })
  .strict()
  .superRefine(
    (body, ctx) => {
      // Neither: a tenant is asked for, as before companies could hold allocations made by hand.
      if (body.tenantId === undefined && body.companyId === undefined)
        ctx.addIssue({ code: 'custom', path: ['tenantId'], message: message.required('Tenant') });
      if (body.tenantId !== undefined && body.companyId !== undefined)
        ctx.addIssue({ code: 'custom', path: ['companyId'], message: serverMessages.licenseOneHolder });
    },
    // Also beside a missing field (which would skip it by default), so one answer names every error.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type LicenseAllocationBody = z.infer<typeof licenseAllocationBodySchema>;

/** POST /marketplace/license-allocation/{id}/actions. */
export const licenseActionBodySchema = z
  .object({
    action: z.enum(licenseActions),
    note: z
      .string()
      .trim()
      .max(255, { error: message.maxLength('Note', 255) })
      .optional(),
  })
  .strict();
export type LicenseActionBody = z.infer<typeof licenseActionBodySchema>;

/**
 * POST /marketplace/license-allocation/{id}/assignments: one seat to one of the holder's users (its
 * tenant's, or its company's tenants').
 */
export const licenseAssignmentBodySchema = z.object({ userId: z.uuid({ error: message.required('User') }) }).strict();
export type LicenseAssignmentBody = z.infer<typeof licenseAssignmentBodySchema>;

/** A user a company may give a seat to: a user of one of its tenants. */
export const licenseMemberSchema = licenseAssignmentSchema.shape.user.extend({ tenant: tenantRefSchema });
export type LicenseMember = z.infer<typeof licenseMemberSchema>;
export const licenseMemberListResponseSchema = z.object({ data: z.array(licenseMemberSchema) });

/**
 * GET /marketplace-customer/licenses: a tenant user's tenant's allocations, or a signed-in company's
 * own, with who holds their seats.
 */
export const customerLicenseSchema = licenseAllocationSchema.omit({ tenant: true, company: true, order: true }).extend({
  /** Whether the signed-in user holds one of its seats (a company holds none itself). */
  assignedToMe: z.boolean(),
  /** The seats' holders, for the company that holds the license; null for a tenant user. */
  assignments: z.array(licenseAssignmentSchema.extend({ user: licenseMemberSchema })).nullable(),
});
export type CustomerLicense = z.infer<typeof customerLicenseSchema>;
export const customerLicenseListResponseSchema = z.object({ data: z.array(customerLicenseSchema) });
export const customerLicenseResponseSchema = z.object({ data: customerLicenseSchema });
