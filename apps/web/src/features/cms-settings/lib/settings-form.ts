import { z } from 'zod';
import { currencyConversionBodySchema } from '@iot/shared/currency-conversion';
import { serverMessages } from '@iot/shared/server-messages';
import { supportedLanguageCodes, type Language, type LanguageOption } from '@iot/shared/languages';
import { settingsSchema, type Settings, type SettingsPatch } from '@iot/shared/settings';
import { message } from '@iot/shared/validation-messages';

/**
 * Each section of /cms/settings is a form of its own and saves only its fields, so a PATCH never
 * carries another section's unsaved edits.
 */
export const settingsSections = [
  'branding',
  'currency',
  'socialLinks',
  'contactInfo',
  'languages',
  'visibility',
  'taxRates',
  'delivery',
  'seller',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

// The form schemas are the shared settings schema's own fields (STYLE: one definition per shape).
export const brandingFormSchema = settingsSchema.pick({ logo: true, favicon: true, copyright: true });
export const socialLinksFormSchema = settingsSchema.pick({ socialLinks: true });
export const contactInfoFormSchema = settingsSchema.pick({ contactInfo: true });
export const visibilityFormSchema = settingsSchema.pick({ visibility: true });
export const taxRatesFormSchema = settingsSchema.pick({ taxRates: true });
export const deliveryFormSchema = settingsSchema.pick({ estimatedDeliveryDays: true });
export const sellerFormSchema = settingsSchema.pick({ seller: true });

/**
 * Changing the store currency (DESIGN §Data): the conversion request's own fields; the new currency
 * differs from the store's, which the server would refuse anyway.
 */
export const currencyChangeFormSchema = (storeCurrency: string) =>
  currencyConversionBodySchema
    .pick({ currency: true, rate: true })
    .refine((values) => values.currency !== storeCurrency, {
      error: serverMessages.currencyUnchanged,
      path: ['currency'],
    });
type CurrencyChangeSchema = ReturnType<typeof currencyChangeFormSchema>;
export type CurrencyChangeFormInput = z.input<CurrencyChangeSchema>;
export type CurrencyChangeFormValues = z.output<CurrencyChangeSchema>;

/** Languages are edited as codes (check boxes); the default must be one of the supported ones. */
export const languagesFormSchema = z
  .object({
    supported: z.array(z.enum(supportedLanguageCodes)).min(1, { error: message.atLeast(1, 'Supported language') }),
    language: z.enum(supportedLanguageCodes),
  })
  .refine((value) => value.supported.includes(value.language), {
    error: message.invalid('Default language'),
    path: ['language'],
  });
export type LanguagesFormValues = z.infer<typeof languagesFormSchema>;

export function languagesFormOf(settings: Pick<Settings, 'supportedLanguages' | 'language'>): LanguagesFormValues {
  return { supported: settings.supportedLanguages.map((option) => option.code), language: settings.language };
}

/**
 * The languages PATCH: each supported code with its label from the settings' language list (the
 * menu's own spelling, 'العربية'), in the order of the supported codes, whatever order they were ticked.
 */
export function languagesPatchOf(values: LanguagesFormValues, allLanguages: readonly LanguageOption[]): SettingsPatch {
  const supportedLanguages = supportedLanguageCodes
    .filter((code) => values.supported.includes(code))
    .map((code: Language) => ({ code, label: allLanguages.find((option) => option.code === code)?.label ?? code }));
  return { supportedLanguages, language: values.language };
}

/** Social links as saved: names and links without the spaces typed around them, empty rows left out. */
export function socialLinksPatchOf(values: Pick<Settings, 'socialLinks'>): SettingsPatch {
  return {
    socialLinks: values.socialLinks
      .map((link) => ({ key: link.key.trim(), value: link.value.trim() }))
      .filter((link) => link.key !== '' || link.value !== ''),
  };
}

/** Contact info as saved: every field trimmed (an e-mail typed with a trailing space is still valid). */
export function contactInfoPatchOf(values: Pick<Settings, 'contactInfo'>): SettingsPatch {
  const contactInfo = Object.fromEntries(
    Object.entries(values.contactInfo).map(([key, value]) => [key, value.trim()]),
  ) as Settings['contactInfo'];
  return { contactInfo };
}

/** Visibility as saved: the WhatsApp link trimmed; it is kept when WhatsApp is off, ready for the next time. */
export function visibilityPatchOf(values: Pick<Settings, 'visibility'>): SettingsPatch {
  const { whatsapp } = values.visibility;
  return { visibility: { ...values.visibility, whatsapp: { enabled: whatsapp.enabled, url: whatsapp.url.trim() } } };
}

/** Tax rates as saved: ordered by country, so the list reads the same after every save. */
export function taxRatesPatchOf(values: Pick<Settings, 'taxRates'>): SettingsPatch {
  return { taxRates: [...values.taxRates].sort((a, b) => a.country.localeCompare(b.country)) };
}
