import { z } from 'zod';
import { pageEnvelope } from './api-envelope.ts';
import { customerKinds } from './admin-orders.ts';
import { discountStatuses, discountTypes } from './discounts.ts';
import { requiredText } from './fields.ts';
import { productTypes } from './products.ts';
import { message } from './validation-messages.ts';

/**
 * The back office's discounts (SPEC §2 /cms/discounts, §3 Discount, §4 discount statuses, §7 admin
 * `discounts`). `status` is computed: a stored `used` or `inactive` shows as such, an active code
 * past its end date shows `expired`.
 */

export const discountLimits = {
  codeMax: 64,
  usageMax: 1_000_000,
  minimumQuantityMax: 10_000,
  periodDaysMax: 3650,
  listMax: 200,
} as const;

export const discountSortFields = ['createdAt', 'code', 'percentage', 'endsAt', 'usedCount'] as const;

/** GET /marketplace/discounts. `search` matches the code. */
export const discountListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  type: z.enum(discountTypes).optional(),
  status: z.enum(discountStatuses).optional(),
  sort: z.enum(discountSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type DiscountListQuery = z.infer<typeof discountListQuerySchema>;

export const discountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(discountTypes),
  status: z.enum(discountStatuses),
  percentage: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** SPEC §3 number of usage; null is unlimited. */
  usageLimit: z.number().int().nullable(),
  /** Uses held so far (a rejected order's use is given back). */
  usedCount: z.number().int(),
  minimumQuantity: z.number().int(),
  countries: z.array(z.string()),
  cities: z.array(z.string()),
  /** Days the code stays usable after its first use; null is no limit. */
  periodDays: z.number().int().nullable(),
  singleUse: z.boolean(),
  oncePerCustomer: z.boolean(),
  productIds: z.array(z.string()),
  productTypes: z.array(z.enum(productTypes)),
  customerGroupIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListResponseSchema = pageEnvelope(discountSchema);

/** One use of a code: the order, its customer, what it saved; a released use's order was rejected. */
export const discountUseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  customer: z.object({ kind: z.enum(customerKinds), id: z.string(), name: z.string().nullable() }),
  amount: z.number(),
  currency: z.string(),
  usedAt: z.string(),
  released: z.boolean(),
});
export type DiscountUse = z.infer<typeof discountUseSchema>;

/** GET /marketplace/discounts/{id}: the discount, whether it has been used, and its uses (newest first). */
export const discountDetailSchema = discountSchema.extend({
  /** Once a code has a use (held or given back), its code, type, percentage, scope and single-use stay as they are. */
  locked: z.boolean(),
  uses: z.array(discountUseSchema),
});
export type DiscountDetail = z.infer<typeof discountDetailSchema>;
export const discountDetailResponseSchema = z.object({ data: discountDetailSchema });

/** The fields that cannot change once a code has been used: what its past uses were given under. */
export const discountLockedFields = ['code', 'type', 'percentage', 'productIds', 'productTypes', 'singleUse'] as const;

function count(field: string, max: number, min = 0) {
  return z
    .number({ error: message.invalid(field) })
    .int({ error: message.invalid(field) })
    .min(min, { error: min > 0 ? message.atLeast(min, field) : message.invalid(field) })
    .max(max, { error: message.maxValue(field, max) });
}

function instant(field: string) {
  return z.iso.datetime({ offset: true, error: message.invalid(field) }).nullable();
}

function list<T extends z.ZodType>(item: T, field: string) {
  return z.array(item).max(discountLimits.listMax, { error: message.maxValue(field, discountLimits.listMax) });
}

/**
 * POST /marketplace/discounts and PATCH /marketplace/discounts/{id} (the whole form each time).
 * A product code needs products, a market code product types; the other scope list is dropped.
 */
export const discountBodySchema = z
  .object({
    code: requiredText('Code', discountLimits.codeMax).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
      error: message.invalid('Code'),
    }),
    type: z.enum(discountTypes, { error: message.oneOf('Type', discountTypes) }),
    percentage: count('Percentage', 100, 1),
    startsAt: instant('Start date'),
    endsAt: instant('End date'),
    usageLimit: count('Number of usage', discountLimits.usageMax, 1).nullable(),
    minimumQuantity: count('Minimum quantity', discountLimits.minimumQuantityMax),
    countries: list(z.string().regex(/^[A-Z]{2}$/, { error: message.invalid('Country') }), 'Country'),
    cities: list(
      z
        .string()
        .trim()
        .min(1, { error: message.invalid('City') })
        .max(120, { error: message.invalid('City') }),
      'City',
    ),
    periodDays: count('Period', discountLimits.periodDaysMax, 1).nullable(),
    singleUse: z.boolean({ error: message.invalid('Single use') }),
    oncePerCustomer: z.boolean({ error: message.invalid('Once per customer') }),
    productIds: list(z.uuid({ error: message.invalid('Product') }), 'Product'),
    productTypes: list(z.enum(productTypes, { error: message.oneOf('Product type', productTypes) }), 'Product type'),
    customerGroupIds: list(z.uuid({ error: message.invalid('Customer group') }), 'Customer group'),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      context.addIssue({ code: 'custom', message: message.invalid('End date'), path: ['endsAt'] });
    if (body.type === 'product' && body.productIds.length === 0)
      context.addIssue({ code: 'custom', message: message.atLeast(1, 'Product'), path: ['productIds'] });
    if (body.type === 'market' && body.productTypes.length === 0)
      context.addIssue({ code: 'custom', message: message.atLeast(1, 'Product type'), path: ['productTypes'] });
    if (body.cities.length > 0 && body.countries.length === 0)
      context.addIssue({ code: 'custom', message: message.required('Country'), path: ['countries'] });
  });
export type DiscountBody = z.infer<typeof discountBodySchema>;

/** PATCH /marketplace/discounts/{id}/status: activate or deactivate (SPEC §4). */
export const discountStatusBodySchema = z
  .object({ status: z.enum(['active', 'inactive'], { error: message.oneOf('Status', ['active', 'inactive']) }) })
  .strict();
export type DiscountStatusBody = z.infer<typeof discountStatusBodySchema>;
