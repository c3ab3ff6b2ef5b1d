import { z } from 'zod';
import { pageEnvelope } from './api-envelope.ts';
import { accountStatuses, companyRegisterBodySchema } from './auth.ts';
import { customerKinds } from './admin-orders.ts';
import { message } from './validation-messages.ts';

/**
 * The back office's customers (SPEC §2 /cms/customers, §3 Customer, §7 admin `customers`): company
 * accounts (root users) and tenant users in one list. Ids are UUIDs of two tables and do not meet,
 * so one id names a customer (`/customers/{id}`); the kind travels with it.
 */

export const customerStatuses = accountStatuses;
export type CustomerStatus = (typeof customerStatuses)[number];

export const customerSortFields = ['createdAt', 'name', 'email', 'ordersCount'] as const;

/** GET /marketplace/customers. `search` matches the name, username or e-mail. */
export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  kind: z.enum(customerKinds).optional(),
  status: z.enum(customerStatuses).optional(),
  sort: z.enum(customerSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** GET /marketplace/customers/export.csv: the list's filters and sort, every matching customer. */
export const customerExportQuerySchema = customerListQuerySchema.omit({ page: true, limit: true });
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>;

export const customerSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(customerKinds),
  /** First and last name when present, otherwise the username (SPEC §3 display name). */
  name: z.string(),
  username: z.string(),
  email: z.string(),
  /** The company's name (root) or the tenant's name (tenant user). */
  organization: z.string(),
  status: z.enum(customerStatuses),
  createdAt: z.string(),
  ordersCount: z.number().int().min(0),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerListResponseSchema = pageEnvelope(customerSummarySchema);

/** An amount in major units of its currency. */
export const moneyAmountSchema = z.object({ amount: z.number(), currency: z.string() });

/** A use of a discount code by one of the customer's orders; a released use's order was rejected. */
export const customerDiscountUseSchema = z.object({
  discountId: z.string(),
  code: z.string(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  usedAt: z.string(),
  released: z.boolean(),
});
export type CustomerDiscountUse = z.infer<typeof customerDiscountUseSchema>;

export const customerProfileSchema = customerSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** The tenant ID of a tenant user (what it signs in with); null for a company. */
  tenantId: z.string().nullable(),
  blockedAt: z.string().nullable(),
  totals: z.object({
    orders: z.number().int().min(0),
    /** What its orders that were not rejected came to, per currency (one entry unless the currency changed). */
    spent: z.array(moneyAmountSchema),
  }),
  discounts: z.array(customerDiscountUseSchema),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileResponseSchema = z.object({ data: customerProfileSchema });

/** PATCH /marketplace/customers/{id}/status: block (no sign-in, refresh or session) or activate again. */
export const customerStatusBodySchema = z
  .object({ status: z.enum(customerStatuses, { error: message.oneOf('Status', customerStatuses) }) })
  .strict();
export type CustomerStatusBody = z.infer<typeof customerStatusBodySchema>;

/**
 * POST /marketplace/customers: a company account (SPEC §3 company / root user) created by the back
 * office. It has no password yet: the company receives a mail with a code to set one.
 */
export const customerCreateBodySchema = companyRegisterBodySchema.omit({ password: true }).strict();
export type CustomerCreateBody = z.infer<typeof customerCreateBodySchema>;
