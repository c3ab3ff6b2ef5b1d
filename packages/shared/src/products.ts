import { z } from 'zod';
import { pageMetaSchema } from './api-envelope.ts';
import { assetField, multilineMax, optionalText, requiredText } from './fields.ts';
import { decimalPlaces, maxMinorUnits } from './money.ts';
import { message } from './validation-messages.ts';
import { communicationTypes, maxWarrantyMonths, type ProductType } from './product-basics.ts';
import { productTypeSchema } from './storefront-product-query.ts';

/**
 * The product contract (SPEC §3 Product, §5, §7). Translatable fields (name,
 * shortName, description, faqs) are written in the request's language, like every translation.
 */

export {
  communicationTypes,
  productTypes,
  quantityAboveStockMessage,
  storefrontPageSizes,
  storefrontSorts,
  type ProductType,
  type StorefrontPageSize,
  type StorefrontSort,
} from './product-basics.ts';
export { availabilityQuerySchema, availabilityResponseSchema } from './product-availability.ts';
export {
  productTypeSchema,
  storefrontProductQuerySchema,
  storefrontSortSchema,
  type StorefrontProductQuery,
} from './storefront-product-query.ts';

// SPEC §3 names these enumerations without their values; these are the values an IoT catalog needs
// (communication types: product-basics.ts).
export const connectivityTypes = ['cellular', 'lpwan', 'short-range', 'wired', 'satellite'] as const;
export const platformTypes = ['cloud', 'on-premise', 'hybrid'] as const;
export const subscriptionTypes = ['platform', 'connectivity', 'support', 'notifications'] as const;
export const subscriptionPeriods = ['monthly', 'quarterly', 'yearly'] as const;
export const notificationPackageTypes = ['sms', 'email', 'push', 'whatsapp'] as const;

export const productLimits = {
  maxImages: 10,
  minImages: 1,
  imageMaxBytes: 1024 * 1024,
  nameMax: 120,
  shortNameMax: 40,
  codeMax: 40,
  descriptionMax: 20_000,
  faqMax: 30,
  // FAQ answers are multiline fields: the form counts them to 255 (SPEC §5), so the server agrees.
  faqTextMax: multilineMax,
  maxPrice: 1_000_000,
  maxStock: 1_000_000,
  maxWarrantyMonths,
  maxIncludes: 50,
  maxRelated: 30,
} as const;

const idList = (field: string) =>
  z
    .array(z.uuid({ error: message.invalid(field) }))
    .max(productLimits.maxRelated, { error: message.maxValue(field, productLimits.maxRelated) });
const optionalId = (field: string) => z.uuid({ error: message.invalid(field) }).nullable();

export const faqSchema = z.object({
  question: requiredText('Question', productLimits.faqTextMax),
  answer: requiredText('Answer', productLimits.faqTextMax),
});
export type Faq = z.infer<typeof faqSchema>;

export const productFileSchema = z.object({ name: requiredText('File name', 120), url: assetField().unwrap() });
export type ProductFile = z.infer<typeof productFileSchema>;

export const includedProductSchema = z.object({
  productId: z.uuid({ error: message.invalid('Included product') }),
  quantity: z
    .number({ error: message.invalid('Quantity') })
    .int({ error: message.invalid('Quantity') })
    .min(1, { error: message.atLeast(1, 'Quantity') })
    .max(1000, { error: message.maxValue('Quantity', 1000) }),
});

/** Every writable field; the type-specific rules below say which apply to which type. */
const productFields = z.object({
  name: requiredText('Name', productLimits.nameMax),
  shortName: optionalText('Short name', productLimits.shortNameMax),
  code: requiredText('Code', productLimits.codeMax).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: message.invalid('Code'),
  }),
  price: z
    .number({ error: message.required('Price') })
    .min(0, { error: message.minPrice(0) })
    .max(productLimits.maxPrice, { error: message.maxValue('Price', productLimits.maxPrice) })
    // The settings currency decides the exact number of decimals (USD 2, JPY 0, KWD 3), checked by the
    // server against it; no currency has more than `maxMinorUnits`.
    .refine((value) => decimalPlaces(value) <= maxMinorUnits, { error: message.invalid('Price') }),
  description: z
    .string({ error: message.invalid('Description') })
    .max(productLimits.descriptionMax, { error: message.maxLength('Description', productLimits.descriptionMax) }),
  images: z
    .array(assetField().unwrap())
    .min(productLimits.minImages, { error: message.minImages(productLimits.minImages) })
    .max(productLimits.maxImages, { error: message.maxImages(productLimits.maxImages) }),
  type: productTypeSchema,
  deviceTypeId: optionalId('Device type'),
  gatewayTypeId: optionalId('Gateway type'),
  accessoryTypeId: optionalId('Accessory type'),
  subscriptionType: z
    .enum(subscriptionTypes, { error: message.oneOf('Subscription type', subscriptionTypes) })
    .nullable(),
  subscriptionPeriod: z
    .enum(subscriptionPeriods, { error: message.oneOf('Subscription period', subscriptionPeriods) })
    .nullable(),
  connectivityType: z
    .enum(connectivityTypes, { error: message.oneOf('Connectivity type', connectivityTypes) })
    .nullable(),
  platformType: z.enum(platformTypes, { error: message.oneOf('Platform type', platformTypes) }).nullable(),
  notificationPackageType: z
    .enum(notificationPackageTypes, { error: message.oneOf('Notification package type', notificationPackageTypes) })
    .nullable(),
  /** null = unlimited */
  notificationLimit: z
    .number({ error: message.invalid('Notification limit') })
    .int()
    .min(1, { error: message.atLeast(1, 'Notification limit') })
    .max(10_000_000)
    .nullable(),
  communicationTypes: z
    .array(z.enum(communicationTypes, { error: message.oneOf('Communication type', communicationTypes) }))
    .max(communicationTypes.length),
  warrantyMonths: z
    .number({ error: message.invalid('Warranty') })
    .int({ error: message.invalid('Warranty') })
    .min(0, { error: message.invalid('Warranty') })
    .max(productLimits.maxWarrantyMonths, { error: message.maxValue('Warranty', productLimits.maxWarrantyMonths) }),
  tagIds: idList('Tag'),
  applicationIds: idList('Application'),
  useCaseIds: idList('Use case'),
  industryIds: idList('Industry'),
  documentations: z.array(productFileSchema).max(20, { error: message.maxValue('Documentation', 20) }),
  certifications: z.array(productFileSchema).max(20, { error: message.maxValue('Certification', 20) }),
  faqs: z.array(faqSchema).max(productLimits.faqMax, { error: message.maxValue('FAQ', productLimits.faqMax) }),
  relatedAccessoryIds: idList('Related accessory'),
  similarProductIds: idList('Similar product'),
  similarPackageIds: idList('Similar package'),
  includes: z
    .array(includedProductSchema)
    .max(productLimits.maxIncludes, { error: message.maxValue('Included product', productLimits.maxIncludes) }),
  visible: z.boolean({ error: message.invalid('Visibility') }),
});

type ProductFieldValues = z.infer<typeof productFields>;

/** Which type requires which field (the form shows exactly these; the server enforces them). */
export const typeRequirements: Record<ProductType, (keyof ProductFieldValues)[]> = {
  device: ['deviceTypeId'],
  gateway: ['gatewayTypeId'],
  accessory: ['accessoryTypeId'],
  subscription: ['subscriptionType', 'subscriptionPeriod'],
  integration: ['platformType'],
  package: ['includes'],
};

const fieldLabels: Partial<Record<keyof ProductFieldValues, string>> = {
  deviceTypeId: 'Device type',
  gatewayTypeId: 'Gateway type',
  accessoryTypeId: 'Accessory type',
  subscriptionType: 'Subscription type',
  subscriptionPeriod: 'Subscription period',
  platformType: 'Platform type',
  includes: 'Included product',
};

/** Checks the type-specific rules on a whole product (after defaults and merging). */
export function typeRuleIssues(
  product: Pick<ProductFieldValues, 'type'> & Partial<ProductFieldValues>,
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const field of typeRequirements[product.type]) {
    const value = product[field];
    const missing = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    if (!missing) continue;
    issues[field] =
      field === 'includes' ? message.atLeast(1, 'Included product') : message.required(fieldLabels[field] ?? field);
  }
  return issues;
}

/**
 * Stock is owned by the inventory module (DESIGN §Data): a product create may name the initial
 * level (written as a ledger row); a product update never names stock, so saving a product read
 * before a sale cannot write the old figure back. Later changes go through /inventory/{productId}.
 */
export const initialStockSchema = z
  .number({ error: message.required('Stock') })
  .int({ error: message.invalid('Stock') })
  .min(0, { error: message.invalid('Stock') })
  .max(productLimits.maxStock, { error: message.maxValue('Stock', productLimits.maxStock) });

export const productCreateBodySchema = productFields
  .extend({ stock: initialStockSchema })
  .partial()
  .required({ name: true, code: true, price: true, type: true, images: true })
  .strict();
export type ProductCreateBody = z.infer<typeof productCreateBodySchema>;
export const productUpdateBodySchema = productFields.partial().strict();
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

const namedReference = z.object({ _id: z.string(), title: z.string() });
const productReference = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  type: productTypeSchema,
  price: z.number().nullable(),
  /** The price's own currency (DESIGN §Data). */
  currency: z.string(),
  image: z.string().nullable(),
  visible: z.boolean(),
});
export type ProductReference = z.infer<typeof productReference>;

/** A product as the API returns it: texts in the request language, references resolved to titles. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  shortName: z.string(),
  code: z.string(),
  /** null when the storefront hides prices (settings or brand) */
  price: z.number().nullable(),
  /** The currency the price was written in: the settings currency unless that changed since (DESIGN §Data). */
  currency: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  type: productTypeSchema,
  deviceType: namedReference.nullable(),
  gatewayType: namedReference.nullable(),
  accessoryType: namedReference.nullable(),
  subscriptionType: z.enum(subscriptionTypes).nullable(),
  subscriptionPeriod: z.enum(subscriptionPeriods).nullable(),
  connectivityType: z.enum(connectivityTypes).nullable(),
  platformType: z.enum(platformTypes).nullable(),
  notificationPackageType: z.enum(notificationPackageTypes).nullable(),
  notificationLimit: z.number().nullable(),
  communicationTypes: z.array(z.enum(communicationTypes)),
  warrantyMonths: z.number(),
  /** null when the storefront hides stock */
  stock: z.number().nullable(),
  /** Whether any stock is left, shown even when the number is hidden. */
  inStock: z.boolean(),
  tags: z.array(namedReference),
  applications: z.array(namedReference),
  useCases: z.array(namedReference),
  industries: z.array(namedReference),
  documentations: z.array(productFileSchema),
  certifications: z.array(productFileSchema),
  faqs: z.array(faqSchema),
  relatedAccessories: z.array(productReference),
  similarProducts: z.array(productReference),
  similarPackages: z.array(productReference),
  includes: z.array(z.object({ product: productReference, quantity: z.number() })),
  visible: z.boolean(),
  languages: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productResponseSchema = z.object({ data: productSchema });
export const productListResponseSchema = z.object({ data: z.array(productSchema), meta: pageMetaSchema });

/**
 * A product as a card shows it: the storefront list's items (SPEC §2 product lists, home rows, wishlist,
 * the request form's product picker). The product page reads the whole product (productSchema).
 */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** With name and code, what the list's 'filter this page' box matches. */
  shortName: z.string(),
  code: z.string(),
  type: productTypeSchema,
  /** null when the storefront hides prices (settings or brand) */
  price: z.number().nullable(),
  /** The price's own currency (DESIGN §Data). */
  currency: z.string(),
  /** The first image, the one a card shows. */
  image: z.string().nullable(),
  /** null when the storefront hides stock (SPEC §6: marketplace stock for some brands only) */
  stock: z.number().nullable(),
  /** Whether any stock is left, shown even when the number is hidden. */
  inStock: z.boolean(),
  /** The industries of the product, which the home page recommends more of. */
  industryIds: z.array(z.string()),
});
export type ProductCard = z.infer<typeof productCardSchema>;
export const productCardListResponseSchema = z.object({ data: z.array(productCardSchema), meta: pageMetaSchema });

export const productSorts = ['newest', 'highPrice', 'lowPrice', 'nameAsc', 'nameDesc'] as const;
export const productSortSchema = z.enum(productSorts);
/** The CMS product list's orders. */
export type ProductSort = z.infer<typeof productSortSchema>;
export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  sort: productSortSchema.default('newest'),
  search: z.string().trim().max(100).optional(),
  type: z.optional(productTypeSchema),
  visible: z.enum(['true', 'false']).optional(),
});

/** SPEC §7 translations of a product: name, shortName, description and faqs of one language as stored. */
export const productTranslatableFields = ['name', 'shortName', 'description', 'faqs'] as const;
export const productTranslationResponseSchema = z.object({
  data: z.object({
    _id: z.string(),
    language: z.string(),
    fields: z
      .object({
        name: z.string().nullable(),
        shortName: z.string().nullable(),
        description: z.string().nullable(),
        faqs: z.array(faqSchema).nullable(),
      })
      .partial(),
  }),
});

// ---------- product groups (SPEC §7: /product-groups, /{id}/push, /{id}/pull) ----------

export const productGroupCreateBodySchema = z.object({
  name: requiredText('Name', productLimits.nameMax),
  description: optionalText('Description', 255).optional(),
  productIds: z
    .array(z.uuid({ error: message.invalid('Product') }))
    .max(500)
    .optional(),
});
export const productGroupUpdateBodySchema = productGroupCreateBodySchema.omit({ productIds: true }).partial().strict();
export type ProductGroupCreateBody = z.input<typeof productGroupCreateBodySchema>;
export type ProductGroupUpdateBody = z.input<typeof productGroupUpdateBodySchema>;
export const productGroupMembersBodySchema = z.object({
  productIds: z
    .array(z.uuid({ error: message.invalid('Product') }))
    .min(1, { error: message.atLeast(1, 'Product') })
    .max(500),
});

export const productGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(productReference),
  productCount: z.number().int(),
  languages: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;
export const productGroupResponseSchema = z.object({ data: productGroupSchema });
export const productGroupListResponseSchema = z.object({ data: z.array(productGroupSchema), meta: pageMetaSchema });
export const productGroupListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

// ---------- storefront catalog (SPEC §7: /marketplace-customer/products) ----------

// The storefront's list query: storefront-product-query.ts, which the list page loads without this module.

export const priceRangeResponseSchema = z.object({
  data: z.object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string() }),
});
