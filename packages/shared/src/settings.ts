import { z } from 'zod';
import { languageOptionSchema, languageSchema } from './language-schemas.ts';
import { supportedLanguageCodes } from './languages.ts';
import {
  assetField,
  emailField,
  linkField,
  optionalLinkField,
  optionalPhoneField,
  optionalText,
  requiredText,
} from './fields.ts';
import { currencyCodeSchema } from './currency-schema.ts';
import { decimalPlaces } from './money.ts';
import { message } from './validation-messages.ts';

const enabledFlag = z.object({ enabled: z.boolean({ error: message.invalid('Field') }) });

// Response schemas are encoded by the serializer, so no schema here may use a one-way transform.

// SPEC §3 Settings (customer side): visibility.pricing/stock/payment.enabled and visibility.whatsapp.
export const whatsappSchema = z
  .object({
    enabled: z.boolean({ error: message.invalid('Field') }),
    url: optionalLinkField(),
  })
  .refine((value) => !value.enabled || value.url !== '', { error: message.required('WhatsApp link'), path: ['url'] });

export const visibilitySchema = z.object({
  pricing: enabledFlag,
  stock: enabledFlag,
  payment: enabledFlag,
  whatsapp: whatsappSchema,
});
export type Visibility = z.infer<typeof visibilitySchema>;

export const socialLinkSchema = z.object({
  key: requiredText('Social link name', 40),
  value: linkField(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

// SPEC §3 Contact info: email, address, tel, fax, sales; the legal pages show two addresses.
export const contactInfoSchema = z.object({
  email: z.union([z.literal(''), emailField()]),
  address: optionalText('Address', 255),
  secondAddress: optionalText('Second address', 255),
  tel: optionalPhoneField(),
  fax: optionalPhoneField(),
  sales: z.union([z.literal(''), emailField()]),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/**
 * The seller as its invoices name it (DESIGN §Data: documents come from the order's snapshot and
 * these settings): the legal name, the postal address and the tax registration number (VAT, TRN),
 * written as the tax authority issued it: letters, digits, spaces, dots, slashes and hyphens.
 */
export const sellerSchema = z.object({
  name: requiredText('Seller name', 120),
  address: optionalText('Seller address', 255),
  taxNumber: optionalText('Tax number', 30).regex(/^[A-Za-z0-9 ./-]*$/, { error: message.invalid('Tax number') }),
});
export type Seller = z.infer<typeof sellerSchema>;

/** An ISO 3166-1 alpha-2 code, as the metadata endpoints name countries (SPEC §7). */
const countryCodeField = z
  .string({ error: message.required('Country') })
  .regex(/^[A-Z]{2}$/, { error: message.invalid('Country') });

/** Each country at most once, so a country's rate can never be ambiguous. */
function uniqueCountries<T extends { country: string }>(rows: T[]): boolean {
  return new Set(rows.map((row) => row.country)).size === rows.length;
}

/** SPEC §3 Order tax: a rate per country in percent (0–100, at most 2 decimals); a country not listed pays none. */
export const taxRateSchema = z.object({
  country: countryCodeField,
  rate: z
    .number({ error: message.required('Tax rate') })
    .min(0, { error: message.invalid('Tax rate') })
    .max(100, { error: message.maxValue('Tax rate', 100) })
    .refine((rate) => decimalPlaces(rate) <= 2, { error: message.invalid('Tax rate') }),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/**
 * Shipping per country in major units of the settings currency (DESIGN §Data: the API speaks major
 * units); a country not listed ships free. Whether the amount fits the currency's decimals is
 * checked against the whole document, since a PATCH may change the currency alone.
 */
export const shippingRateSchema = z.object({
  country: countryCodeField,
  amount: z
    .number({ error: message.required('Shipping amount') })
    .min(0, { error: message.invalid('Shipping amount') })
    .max(1_000_000, { error: message.maxValue('Shipping amount', 1_000_000) }),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

const maxRateRows = 250;

const taxRatesField = z
  .array(taxRateSchema)
  .max(maxRateRows, { error: message.maxValue('Tax rates', maxRateRows) })
  .refine(uniqueCountries, { error: message.invalid('Country') });
const shippingRatesField = z
  .array(shippingRateSchema)
  .max(maxRateRows, { error: message.maxValue('Shipping rates', maxRateRows) })
  .refine(uniqueCountries, { error: message.invalid('Country') });
const estimatedDeliveryDaysField = z
  .number({ error: message.required('Estimated delivery days') })
  .int({ error: message.invalid('Estimated delivery days') })
  .min(0, { error: message.invalid('Estimated delivery days') })
  .max(365, { error: message.maxValue('Estimated delivery days', 365) });

const supportedLanguageSchema = languageOptionSchema.extend({
  code: z.enum(supportedLanguageCodes, { error: message.oneOf('Language code', supportedLanguageCodes) }),
});

export const settingsSchema = z.object({
  logo: assetField(),
  favicon: assetField(),
  copyright: requiredText('Copyright', 255),
  /** An ISO 4217 code (DESIGN §Data): prices are stored and converted by its minor unit. */
  currency: currencyCodeSchema,
  socialLinks: z.array(socialLinkSchema).max(20, { error: message.maxValue('Social link', 20) }),
  allLanguages: z.array(languageOptionSchema).min(1, { error: message.atLeast(1, 'Language') }),
  supportedLanguages: z.array(supportedLanguageSchema).min(1, { error: message.atLeast(1, 'Supported language') }),
  language: languageSchema,
  visibility: visibilitySchema,
  contactInfo: contactInfoSchema,
  /** Pricing rules (SPEC §3 Order tax and shipping): configured, never hard-coded; empty taxes nothing. */
  taxRates: taxRatesField,
  shippingRates: shippingRatesField,
  /** Days from placing an order to its estimated delivery (SPEC §3 Order estimated delivery). */
  estimatedDeliveryDays: estimatedDeliveryDaysField,
  seller: sellerSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export { defaultPricingSettings, defaultSeller, defaultSettings } from './settings-defaults.ts';

/** What both GET /settings answer: the stored settings and when they last changed. */
export const settingsResponseSchema = z.object({
  data: settingsSchema.extend({ updatedAt: z.string() }),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
export type SettingsRecord = SettingsResponse['data'];

// A PATCH names only what changes; nested groups may be partial too.
export const settingsPatchSchema = settingsSchema
  .extend({
    visibility: z
      .object({
        pricing: enabledFlag,
        stock: enabledFlag,
        payment: enabledFlag,
        whatsapp: z
          .object({
            enabled: z.boolean({ error: message.invalid('Field') }),
            url: optionalLinkField(),
          })
          .partial(),
      })
      .partial(),
    contactInfo: contactInfoSchema.partial(),
    seller: sellerSchema.partial(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
