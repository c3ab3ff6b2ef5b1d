import { z } from 'zod';
import { cartLinesQueryField } from './cart.ts';
import { message } from './validation-messages.ts';

/** SPEC §3 Discount type and status. `expired` is never stored: it follows from the end date. */
export const discountTypes = ['code', 'product', 'market'] as const;
export type DiscountType = (typeof discountTypes)[number];
export const discountStatuses = ['active', 'used', 'inactive', 'expired'] as const;
export type DiscountStatus = (typeof discountStatuses)[number];

export const discountCheckQuerySchema = z.object({
  code: z
    .string({ error: message.required('Code') })
    .trim()
    .min(1, { error: message.required('Code') })
    .max(64, { error: message.maxLength('Code', 64) }),
  /** The cart it is checked for, as in GET /orders/pricing (`items=<id>:<qty>,…`). */
  items: cartLinesQueryField,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  city: z.string().trim().max(120).optional(),
});

/** GET /marketplace-customer/discounts?code=…: the code, its percentage and what it saves on this cart. */
export const discountCheckSchema = z.object({
  code: z.string(),
  type: z.enum(discountTypes),
  percentage: z.number(),
  /** Major units in the settings currency; 0 when no cart was sent. */
  amount: z.number(),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;
