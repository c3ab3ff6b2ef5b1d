import type { FieldErrors, Resolver } from 'react-hook-form';
import { discountBodySchema, type Discount, type DiscountBody } from '@iot/shared/admin-discounts';
import type { DiscountType } from '@iot/shared/discounts';
import type { ProductType } from '@iot/shared/products';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local.ts';

/** What the discount form edits: numbers are NaN while empty, dates are local 'YYYY-MM-DDTHH:mm' or ''. */
export type DiscountFormValues = {
  code: string;
  type: DiscountType;
  percentage: number;
  startsAt: string;
  endsAt: string;
  usageLimit: number;
  minimumQuantity: number;
  countries: string[];
  cities: string[];
  periodDays: number;
  singleUse: boolean;
  oncePerCustomer: boolean;
  productIds: string[];
  productTypes: ProductType[];
  customerGroupIds: string[];
};

export const emptyDiscountForm: DiscountFormValues = {
  code: '',
  type: 'code',
  percentage: Number.NaN,
  startsAt: '',
  endsAt: '',
  usageLimit: Number.NaN,
  minimumQuantity: 0,
  countries: [],
  cities: [],
  periodDays: Number.NaN,
  singleUse: false,
  oncePerCustomer: false,
  productIds: [],
  productTypes: [],
  customerGroupIds: [],
};

const orNull = (value: number) => (Number.isFinite(value) ? value : null);

/**
 * The form of an existing discount: its fields for /edit, or for /copy the same fields with an
 * empty code (a copy is saved as a new code with no uses).
 */
export function discountFormOf(discount: Discount, mode: 'edit' | 'copy'): DiscountFormValues {
  return {
    code: mode === 'copy' ? '' : discount.code,
    type: discount.type,
    percentage: discount.percentage,
    startsAt: toLocalInput(discount.startsAt),
    endsAt: toLocalInput(discount.endsAt),
    usageLimit: discount.usageLimit ?? Number.NaN,
    minimumQuantity: discount.minimumQuantity,
    countries: discount.countries,
    cities: discount.cities,
    periodDays: discount.periodDays ?? Number.NaN,
    singleUse: discount.singleUse,
    oncePerCustomer: discount.oncePerCustomer,
    productIds: discount.productIds,
    productTypes: discount.productTypes,
    customerGroupIds: discount.customerGroupIds,
  };
}

/** The request body of the form (the API's own schema then checks it, on both sides). */
export function discountBodyOf(values: DiscountFormValues): DiscountBody {
  return {
    ...values,
    code: values.code.trim(),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    usageLimit: orNull(values.usageLimit),
    periodDays: orNull(values.periodDays),
    minimumQuantity: Number.isFinite(values.minimumQuantity) ? values.minimumQuantity : 0,
    productIds: values.type === 'product' ? values.productIds : [],
    productTypes: values.type === 'market' ? values.productTypes : [],
  };
}

/** Validates with the shared body schema; each message lands on its field (in English; shown localised). */
export const discountFormResolver: Resolver<DiscountFormValues, unknown, DiscountBody> = (values) => {
  const parsed = discountBodySchema.safeParse(discountBodyOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'code');
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<DiscountFormValues> };
};
