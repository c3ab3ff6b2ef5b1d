import { z } from 'zod';
import { serverMessages } from './server-messages.ts';

// SPEC §3: country and city metadata are lists of id and name pairs.
export const namedItemSchema = z.object({ id: z.string(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const countriesResponseSchema = z.object({ data: z.object({ Countries: z.array(namedItemSchema) }) });
export const citiesResponseSchema = z.object({ data: z.object({ cities: z.array(namedItemSchema) }) });
export const countryIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: serverMessages.invalidCountryId })
    .transform((id) => id.toUpperCase()),
});

export const metadataIndexResponseSchema = z.object({
  data: z.object({
    countries: z.number().int(),
    languages: z.array(z.object({ code: z.string(), label: z.string() })),
    links: z.object({ countries: z.string(), cities: z.string() }),
  }),
});
