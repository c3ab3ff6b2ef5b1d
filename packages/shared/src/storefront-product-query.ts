import { z } from 'zod';
import { communicationTypes, maxWarrantyMonths, productTypes, storefrontSorts } from './product-basics.ts';
import { message } from './validation-templates.ts';

/**
 * The storefront's product list query (SPEC §7: /marketplace-customer/products), apart from the
 * product schemas: the list page reads its URL with it, and products.ts, which builds dozens of
 * schemas as it loads, would cost the page's start (issue 12). products.ts re-exports it.
 */

export const productTypeSchema = z.enum(productTypes, { error: message.oneOf('Type', productTypes) });
export const storefrontSortSchema = z.enum(storefrontSorts);

/** Repeated (`?tag=a&tag=b`) or comma-separated (`?tag=a,b`) values. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value;
    return Array.isArray(parts) ? parts.map((part) => String(part).trim()).filter(Boolean) : parts;
  }, z.array(item).max(50));

export const storefrontProductQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(9),
  sort: storefrontSortSchema.default('newest'),
  search: z.string().trim().max(100).optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
  type: many(productTypeSchema).optional(),
  communicationType: many(z.enum(communicationTypes)).optional(),
  warrantyMonths: many(z.coerce.number().int().min(0).max(maxWarrantyMonths)).optional(),
  application: many(z.uuid({ error: message.invalid('Application') })).optional(),
  useCase: many(z.uuid({ error: message.invalid('Use case') })).optional(),
  industry: many(z.uuid({ error: message.invalid('Industry') })).optional(),
  tag: many(z.uuid({ error: message.invalid('Tag') })).optional(),
  /** SPEC §2 "category" filter: browse by the device, gateway or accessory type (SPEC §7 /device-types, /gateway-types, /accessory-types). */
  deviceType: many(z.uuid({ error: message.invalid('Device type') })).optional(),
  gatewayType: many(z.uuid({ error: message.invalid('Gateway type') })).optional(),
  accessoryType: many(z.uuid({ error: message.invalid('Accessory type') })).optional(),
  /** Specific products, e.g. a wishlist kept in the browser. */
  ids: many(z.uuid({ error: message.invalid('Product') })).optional(),
});
export type StorefrontProductQuery = z.infer<typeof storefrontProductQuerySchema>;
