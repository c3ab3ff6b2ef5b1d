import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
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

/** PATCH /addresses/{id}: any of the fields; country and city are checked together with what is stored. */
export const addressPatchSchema = addressBodySchema.partial();
export type AddressPatch = z.infer<typeof addressPatchSchema>;

/** How many addresses one customer may keep in the book. */
export const addressLimit = 20;

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
/** An address as an order snapshots it, before (or without) saving it to the book. */
export type AddressDescription = Omit<Address, '_id'>;

export const addressResponseSchema = dataEnvelope(addressSchema);
export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));

/** SPEC §8 success texts for the address book, written once for every client. */
export const addressMessages = {
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  removed: 'Address removed successfully',
} as const;

export const arabicAddressMessages: Record<keyof typeof addressMessages, string> = {
  added: 'تمت إضافة العنوان بنجاح',
  updated: 'تم تحديث العنوان بنجاح',
  removed: 'تمت إزالة العنوان بنجاح',
};
