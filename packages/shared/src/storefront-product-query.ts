import * as z from 'zod/mini';
import { communicationTypes, maxWarrantyMonths, productTypes, storefrontSorts } from './product-basics.ts';
import { message } from './validation-templates.ts';

/**
 * The storefront's product list query (SPEC §7: /marketplace-customer/products), apart from the
 * product schemas: the list page reads its URL with it, and products.ts, which builds dozens of
 * schemas as it loads, would cost the page's start (issue 12). products.ts re-exports it. Written
 * with zod's `zod/mini` (functions, not methods), which a bundle keeps only what it uses of: the
 * list page loads this schema and no other, and zod's classic build would add 25 KiB gzip to it.
 */

export const productTypeSchema = z.enum(productTypes, { error: message.oneOf('Type', productTypes) });
export const storefrontSortSchema = z.enum(storefrontSorts);

/** Repeated (`?tag=a&tag=b`) or comma-separated (`?tag=a,b`) values. */
const many = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((value: unknown) => {
      const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value;
      return Array.isArray(parts) ? parts.map((part) => String(part).trim()).filter(Boolean) : parts;
    }),
    z.array(item).check(z.maxLength(50)),
  );

/** A whole number read from text (`?page=2`), within bounds. */
const wholeNumber = (min: number, max?: number) =>
  z.coerce.number().check(z.int(), z.gte(min), ...(max === undefined ? [] : [z.lte(max)]));
const amount = () => z.coerce.number().check(z.gte(0));
const uuids = (field: string) => z.optional(many(z.uuid({ error: message.invalid(field) })));

export const storefrontProductQuerySchema = z.object({
  page: z._default(wholeNumber(1), 1),
  limit: z._default(wholeNumber(1, 48), 9),
  sort: z._default(storefrontSortSchema, 'newest'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  minPrice: z.optional(amount()),
  maxPrice: z.optional(amount()),
  type: z.optional(many(productTypeSchema)),
  communicationType: z.optional(many(z.enum(communicationTypes))),
  warrantyMonths: z.optional(many(wholeNumber(0, maxWarrantyMonths))),
  application: uuids('Application'),
  useCase: uuids('Use case'),
  industry: uuids('Industry'),
  tag: uuids('Tag'),
  /** SPEC §2 "category" filter: browse by the device, gateway or accessory type (SPEC §7 /device-types, /gateway-types, /accessory-types). */
  deviceType: uuids('Device type'),
  gatewayType: uuids('Gateway type'),
  accessoryType: uuids('Accessory type'),
  /** Specific products, e.g. a wishlist kept in the browser. */
  ids: uuids('Product'),
});
export type StorefrontProductQuery = z.infer<typeof storefrontProductQuerySchema>;
