import { z } from 'zod';
import { pageMetaSchema } from './api-envelope.ts';
import { currencyCodeSchema } from './currency-schema.ts';
import { decimalPlaces, maxMinorUnits } from './money.ts';
import { productLimits } from './products.ts';
import { emailField, multilineMax, optionalText, phoneField, requiredText } from './fields.ts';
import { message } from './validation-messages.ts';

/** Quotes and messages from /requestAQuote and /contact (SPEC §3 "Quote or message"). */
export const requestTypes = ['quote', 'message'] as const;
export const requestStatuses = ['new', 'in-progress', 'answered', 'closed'] as const;
/** SPEC §5: multiline text fields count to 255. */
export const requestMessageMax = multilineMax;

export const requestedProductSchema = z.object({
  productId: z.uuid({ error: message.invalid('Product') }),
  quantity: z
    .number({ error: message.invalid('Quantity') })
    .int({ error: message.invalid('Quantity') })
    .min(1, { error: message.atLeast(1, 'Quantity') })
    .max(100_000, { error: message.maxValue('Quantity', 100_000) }),
});

export const requestCreateBodySchema = z
  .object({
    type: z.enum(requestTypes, { error: message.oneOf('Type', requestTypes) }),
    fullName: requiredText('Full name', 120),
    phoneNumber: phoneField(),
    email: emailField(),
    companyName: optionalText('Company name', 120).default(''),
    country: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/, { error: message.invalid('Country') })
      .default(''),
    city: optionalText('City', 120).default(''),
    products: z
      .array(requestedProductSchema)
      .max(50, { error: message.maxValue('Product', 50) })
      .default([]),
    message: requiredText('Message', requestMessageMax),
  })
  .refine((body) => body.type !== 'quote' || body.products.length > 0, {
    error: message.atLeast(1, 'Product'),
    path: ['products'],
  });
export type RequestCreateBody = z.input<typeof requestCreateBodySchema>;

/**
 * The back office's answer to a quote request (SPEC §3 Quote or message): lines at unit prices in
 * the store's currency, honoured once at checkout until `validUntil`, then `accepted` (with its
 * order) or `declined` by the customer.
 */
export const quoteStatuses = ['offered', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteLineBodySchema = requestedProductSchema.extend({
  unitPrice: z
    .number({ error: message.required('Unit price') })
    .min(0, { error: message.minPrice(0) })
    .max(productLimits.maxPrice, { error: message.maxValue('Unit price', productLimits.maxPrice) })
    // The settings currency decides the exact decimals; the server checks against it.
    .refine((value) => decimalPlaces(value) <= maxMinorUnits, { error: message.invalid('Unit price') }),
});

/** PUT /marketplace/requests/{id}/quote: answers (or revises, until the customer decides) a quote request. */
export const quoteBodySchema = z.object({
  lines: z
    .array(quoteLineBodySchema)
    .min(1, { error: message.atLeast(1, 'Product') })
    .max(50, { error: message.maxValue('Product', 50) }),
  validUntil: z.iso.datetime({ offset: true, error: message.invalid('Valid until') }),
  note: optionalText('Note', requestMessageMax).default(''),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

export const quoteSchema = z.object({
  status: z.enum(quoteStatuses),
  currency: currencyCodeSchema,
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      code: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      total: z.number(),
    }),
  ),
  /** Before tax and shipping, which checkout adds as for any order. */
  subtotal: z.number(),
  validUntil: z.string(),
  /** True once `validUntil` has passed while the quote was still offered. */
  expired: z.boolean(),
  note: z.string(),
  answeredAt: z.string(),
  /** The order that bought it, once accepted. */
  orderId: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const requestMessageAuthors = ['customer', 'admin'] as const;
export const requestMessageSchema = z.object({
  _id: z.string(),
  author: z.enum(requestMessageAuthors),
  body: z.string(),
  createdAt: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessageSchema>;

/** POST …/requests/{id}/messages, from either side of the thread. */
export const requestMessageBodySchema = z.object({ body: requiredText('Message', requestMessageMax) });

export const requestSchema = z.object({
  _id: z.string(),
  type: z.enum(requestTypes),
  status: z.enum(requestStatuses),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  companyName: z.string(),
  country: z.object({ id: z.string(), name: z.string() }).nullable(),
  city: z.string(),
  products: z.array(
    z.object({ productId: z.string(), name: z.string(), code: z.string(), quantity: z.number().int() }),
  ),
  message: z.string(),
  /** Who sent it when signed in: the customer kind and id. */
  customer: z.object({ kind: z.enum(['root', 'tenant']), id: z.string() }).nullable(),
  quote: quoteSchema.nullable(),
  /** The thread after the request itself, oldest first. */
  messages: z.array(requestMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketplaceRequest = z.infer<typeof requestSchema>;
export const requestResponseSchema = z.object({ data: requestSchema });
export const requestListResponseSchema = z.object({ data: z.array(requestSchema), meta: pageMetaSchema });
export const requestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(requestTypes).optional(),
  status: z.enum(requestStatuses).optional(),
  search: z.string().trim().max(100).optional(),
});
export const requestStatusBodySchema = z.object({
  status: z.enum(requestStatuses, { error: message.oneOf('Status', requestStatuses) }),
});
