import { z } from 'zod';
import { currencyCodeSchema } from './currency-schema.ts';
import { decimalPlaces } from './money.ts';
import { settingsResponseSchema } from './settings.ts';
import { message } from './validation-messages.ts';

/**
 * Changing the store's currency (DESIGN §Data: it converts or is refused, never strands prices in
 * the old one). The administrator gives a rate, sees what converts, and confirms; every amount kept
 * in the store currency then moves in one transaction, rounded by the new currency's decimals.
 */

export const conversionRateLimits = { max: 1_000_000, decimals: 10 } as const;

/** 1 unit of the current currency = `rate` units of the new one, with at most 10 decimals. */
export const conversionRateSchema = z
  .number({ error: message.required('Conversion rate') })
  .positive({ error: message.invalid('Conversion rate') })
  .max(conversionRateLimits.max, { error: message.maxValue('Conversion rate', conversionRateLimits.max) })
  .refine((rate) => decimalPlaces(rate) <= conversionRateLimits.decimals, {
    error: message.invalid('Conversion rate'),
  });

/** GET /settings/currency-conversion?currency=AED&rate=3.6725: what a conversion would do, nothing written. */
export const currencyConversionQuerySchema = z.object({
  currency: currencyCodeSchema,
  rate: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    conversionRateSchema,
  ),
});
export type CurrencyConversionQuery = z.infer<typeof currencyConversionQuerySchema>;

/**
 * POST /settings/currency-conversion. `from` is the currency the administrator saw: a conversion
 * prepared before another administrator changed the currency is refused, never applied twice.
 */
export const currencyConversionBodySchema = z
  .object({ from: currencyCodeSchema, currency: currencyCodeSchema, rate: conversionRateSchema })
  .strict();
export type CurrencyConversionBody = z.infer<typeof currencyConversionBodySchema>;

/** An amount before and after, in major units of each currency (the API speaks major units). */
const convertedAmountSchema = z.object({ from: z.number(), to: z.number() });

export const conversionRefusalReasons = ['other-currency', 'above-maximum', 'rounds-to-zero'] as const;

/** Why a conversion cannot run, with the English message (SPEC §5 style) naming what it would strand. */
export const conversionRefusalSchema = z.object({
  reason: z.enum(conversionRefusalReasons),
  subject: z.enum(['products', 'shippingRates']),
  count: z.number().int(),
  /** Product codes or country codes, at most a few. */
  items: z.array(z.string()),
  message: z.string(),
});
export type ConversionRefusal = z.infer<typeof conversionRefusalSchema>;

export const currencyConversionPreviewSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rate: z.number(),
    products: z.object({
      count: z.number().int(),
      examples: z.array(convertedAmountSchema.extend({ _id: z.string(), code: z.string(), name: z.string() })),
    }),
    shippingRates: z.object({
      count: z.number().int(),
      examples: z.array(convertedAmountSchema.extend({ country: z.string() })),
    }),
    /** Empty when the conversion may run. */
    refusals: z.array(conversionRefusalSchema),
  }),
});
export type CurrencyConversionPreview = z.infer<typeof currencyConversionPreviewSchema>['data'];

/** The record of a conversion: who, when, from, to, at what rate, and how much moved. */
export const currencyChangeSchema = z.object({
  _id: z.string(),
  adminId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  rate: z.number(),
  productsConverted: z.number().int(),
  shippingRatesConverted: z.number().int(),
  createdAt: z.string(),
});
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

export const currencyConversionResponseSchema = z.object({
  data: z.object({ settings: settingsResponseSchema.shape.data, change: currencyChangeSchema }),
});
export type CurrencyConversionResponse = z.infer<typeof currencyConversionResponseSchema>['data'];

/** GET /settings/currency-changes: the conversions, newest first. */
export const currencyChangesResponseSchema = z.object({ data: z.array(currencyChangeSchema) });
