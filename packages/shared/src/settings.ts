import { z } from 'zod';
import { languageOptionSchema, languageSchema, menuLanguages, supportedLanguageCodes } from './languages.ts';
import {
  assetField,
  emailField,
  linkField,
  optionalLinkField,
  optionalPhoneField,
  optionalText,
  requiredText,
} from './fields.ts';
import { currencyCodeSchema } from './money.ts';
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
});
export type Settings = z.infer<typeof settingsSchema>;

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
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const defaultSettings: Settings = {
  logo: null,
  favicon: null,
  copyright: 'All rights reserved.',
  currency: 'USD',
  socialLinks: [
    { key: 'linkedin', value: 'https://www.linkedin.com/' },
    { key: 'x', value: 'https://x.com/' },
    { key: 'youtube', value: 'https://www.youtube.com/' },
  ],
  allLanguages: [...menuLanguages],
  supportedLanguages: menuLanguages.filter(
    (option) => option.code === 'en' || option.code === 'ar',
  ) as Settings['supportedLanguages'],
  language: 'en',
  visibility: {
    pricing: { enabled: true },
    stock: { enabled: true },
    payment: { enabled: true },
    whatsapp: { enabled: true, url: 'https://wa.me/971500000000' },
  },
  contactInfo: {
    email: 'hello@example.com',
    address: 'Office 1204, Business Bay Tower, Dubai, United Arab Emirates',
    secondAddress: 'King Fahd Road, Olaya District, Riyadh, Saudi Arabia',
    tel: '+971 4 000 0000',
    fax: '+971 4 000 0001',
    sales: 'sales@example.com',
  },
};
