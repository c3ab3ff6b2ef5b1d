import { z } from 'zod';
import { optionalText, phoneField, requiredText } from './fields.ts';
import { message } from './validation-messages.ts';

/** SPEC §3 Address: address type enumeration. */
export const addressTypes = ['home', 'work', 'other'] as const;
export type AddressType = (typeof addressTypes)[number];

/**
 * SPEC §3 Address (name optional, country, city, address, full name, phone number, default flag,
 * additionalDetails). Country and city are ids from the metadata endpoints (SPEC §7: an ISO
 * 3166-1 alpha-2 code and a city id), so the server can name them in either language.
 */
export const addressBodySchema = z
  .object({
    name: optionalText('Name of address', 60).optional(),
    type: z.enum(addressTypes, { error: message.oneOf('Address type', addressTypes) }).optional(),
    country: z
      .string({ error: message.required('Country') })
      .regex(/^[A-Z]{2}$/, { error: message.required('Country') }),
    city: requiredText('City', 120),
    address: requiredText('Address', 255),
    fullName: requiredText('Full name', 120),
    phoneNumber: phoneField(),
    additionalDetails: optionalText('Additional details', 255).optional(),
    isDefault: z.boolean({ error: message.invalid('Default') }).optional(),
  })
  .strict();
export type AddressBody = z.infer<typeof addressBodySchema>;

export const addressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(addressTypes),
  country: z.string(),
  countryName: z.string(),
  city: z.string(),
  cityName: z.string(),
  address: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  additionalDetails: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
