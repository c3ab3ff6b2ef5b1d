import type { z } from 'zod';
import { optionalText } from '@iot/shared/fields';
import {
  productCreateBodySchema,
  productLimits,
  typeRuleIssues,
  type Product,
  type ProductCreateBody,
  type ProductType,
  type productTranslatableFields,
} from '@iot/shared/products';

type ProductTranslatableField = (typeof productTranslatableFields)[number];
import type { WithId } from '../../../api/client.ts';

/** Every field the product form edits, all present (the form never holds `undefined`). */
export type ProductFormValues = Required<z.input<typeof productCreateBodySchema>>;
type TypeField = keyof Pick<
  ProductFormValues,
  | 'deviceTypeId'
  | 'gatewayTypeId'
  | 'accessoryTypeId'
  | 'subscriptionType'
  | 'subscriptionPeriod'
  | 'connectivityType'
  | 'platformType'
  | 'notificationPackageType'
  | 'notificationLimit'
  | 'communicationTypes'
  | 'includes'
>;

/**
 * The type-specific fields the form shows per product type: the ones `typeRequirements` makes
 * required, plus the optional ones that only make sense for that type (a device's connectivity, a
 * subscription's notification package).
 */
export const typeFields: Record<ProductType, readonly TypeField[]> = {
  device: ['deviceTypeId', 'connectivityType', 'communicationTypes'],
  gateway: ['gatewayTypeId', 'connectivityType', 'communicationTypes'],
  accessory: ['accessoryTypeId', 'communicationTypes'],
  subscription: ['subscriptionType', 'subscriptionPeriod', 'notificationPackageType', 'notificationLimit'],
  integration: ['platformType'],
  package: ['includes'],
};

const allTypeFields = [...new Set(Object.values(typeFields).flat())];

/** The create schema plus the per-type rules the server enforces (so the form reports them first). */
export const productFormSchema = productFormSchemaFor(true);

/**
 * An edit form shows the texts stored in the language it edits (SPEC §7 translation read): a
 * product named in another language may have no name in this one yet, so the name may stay empty.
 */
export function productFormSchemaFor(nameRequired: boolean) {
  const base = nameRequired
    ? productCreateBodySchema
    : productCreateBodySchema.extend({ name: optionalText('Name', productLimits.nameMax) });
  return base.superRefine((product, context) => {
    for (const [path, message] of Object.entries(typeRuleIssues(product)))
      context.addIssue({ code: 'custom', path: [path], message });
  });
}

/** The form's texts from one language's stored texts; a text not translated yet starts empty. */
export function productFormTexts(
  stored: Partial<Record<ProductTranslatableField, unknown>>,
): Pick<ProductFormValues, ProductTranslatableField> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(stored.name),
    shortName: text(stored.shortName),
    description: text(stored.description),
    faqs: Array.isArray(stored.faqs) ? (stored.faqs as ProductFormValues['faqs']) : [],
  };
}

export function emptyProductForm(type: ProductType = 'device'): ProductFormValues {
  return {
    name: '',
    shortName: '',
    code: '',
    price: Number.NaN,
    description: '',
    images: [],
    type,
    deviceTypeId: null,
    gatewayTypeId: null,
    accessoryTypeId: null,
    subscriptionType: null,
    subscriptionPeriod: null,
    connectivityType: null,
    platformType: null,
    notificationPackageType: null,
    notificationLimit: null,
    communicationTypes: [],
    warrantyMonths: 0,
    stock: 0,
    tagIds: [],
    applicationIds: [],
    useCaseIds: [],
    industryIds: [],
    documentations: [],
    certifications: [],
    faqs: [],
    relatedAccessoryIds: [],
    similarProductIds: [],
    similarPackageIds: [],
    includes: [],
    visible: true,
  };
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** An API product (texts in the UI language) as the form's values. */
export function productFormFromProduct(product: WithId<Product>): ProductFormValues {
  return {
    name: product.name,
    shortName: product.shortName,
    code: product.code,
    price: product.price ?? Number.NaN,
    description: product.description,
    images: product.images,
    type: product.type,
    deviceTypeId: product.deviceType?.id ?? null,
    gatewayTypeId: product.gatewayType?.id ?? null,
    accessoryTypeId: product.accessoryType?.id ?? null,
    subscriptionType: product.subscriptionType,
    subscriptionPeriod: product.subscriptionPeriod,
    connectivityType: product.connectivityType,
    platformType: product.platformType,
    notificationPackageType: product.notificationPackageType,
    notificationLimit: product.notificationLimit,
    communicationTypes: product.communicationTypes,
    warrantyMonths: product.warrantyMonths,
    stock: product.stock ?? 0,
    tagIds: ids(product.tags),
    applicationIds: ids(product.applications),
    useCaseIds: ids(product.useCases),
    industryIds: ids(product.industries),
    documentations: product.documentations,
    certifications: product.certifications,
    faqs: product.faqs,
    relatedAccessoryIds: ids(product.relatedAccessories),
    similarProductIds: ids(product.similarProducts),
    similarPackageIds: ids(product.similarPackages),
    includes: product.includes.map(({ product: included, quantity }) => ({ productId: included.id, quantity })),
    visible: product.visible,
  };
}

/** What is sent: the type-specific fields of other types are cleared, so a product never keeps a stale device type after becoming a gateway. */
export function productBodyFromForm(values: ProductCreateBody): ProductCreateBody {
  const body: ProductCreateBody = { ...values };
  const keep = new Set<TypeField>(typeFields[values.type]);
  for (const field of allTypeFields) {
    if (keep.has(field)) continue;
    if (field === 'communicationTypes' || field === 'includes') body[field] = [];
    else body[field] = null;
  }
  return body;
}
