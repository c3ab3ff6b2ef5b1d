import { z } from 'zod';
import { pageMetaSchema } from './api-envelope.ts';
import { assetField, multilineMax, optionalText, requiredText } from './fields.ts';
import { message } from './validation-messages.ts';

/**
 * The catalog's metadata kinds (SPEC §1 CMS, §2 translation editors, §7 admin resources). One
 * registry drives the API routes, the CMS pages and the translation editors, so adding a kind is
 * one entry here. `translatable` lists the fields each kind's translation editor shows (SPEC §2).
 */
export const metadataKinds = {
  tags: { label: 'Tag', translatable: ['title'], image: 'none' },
  industries: { label: 'Industry', translatable: ['title', 'description'], image: 'optional' },
  'use-cases': { label: 'Use case', translatable: ['title', 'description'], image: 'optional' },
  'device-types': { label: 'Device type', translatable: ['title'], image: 'none' },
  'gateway-types': { label: 'Gateway type', translatable: ['title'], image: 'none' },
  'accessory-types': { label: 'Accessory type', translatable: ['title'], image: 'none' },
  applications: { label: 'Application', translatable: ['title', 'description'], image: 'optional' },
  pictures: { label: 'Picture', translatable: ['title'], image: 'required' },
} as const satisfies Record<
  string,
  { label: string; translatable: readonly ('title' | 'description')[]; image: 'none' | 'optional' | 'required' }
>;

export type MetadataKind = keyof typeof metadataKinds;
export const metadataKindNames = Object.keys(metadataKinds) as MetadataKind[];
export const metadataKindSchema = z.enum(metadataKindNames as [MetadataKind, ...MetadataKind[]]);

export type TranslatableField = 'title' | 'description';

export const descriptionMaxLength = multilineMax;
export const titleMaxLength = 100;

const title = requiredText('Title', titleMaxLength);
const description = optionalText('Description', descriptionMaxLength);

/** Create: the texts are in the request's language (Accept-Language); English is the fallback everywhere. */
export const metadataCreateBodySchema = z.object({
  title,
  description: description.optional(),
  image: assetField().optional(),
  active: z.boolean({ error: message.invalid('Active') }).optional(),
});
export type MetadataCreateBody = z.infer<typeof metadataCreateBodySchema>;

/** Update: any subset; title and description are written in the request's language. */
export const metadataUpdateBodySchema = metadataCreateBodySchema.partial().strict();
export type MetadataUpdateBody = z.infer<typeof metadataUpdateBodySchema>;

/** One item as the API returns it: texts in the request's language, with what languages it has. */
export const metadataItemSchema = z.object({
  _id: z.string(),
  kind: metadataKindSchema,
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  active: z.boolean(),
  languages: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MetadataItem = z.infer<typeof metadataItemSchema>;

export const metadataItemResponseSchema = z.object({ data: metadataItemSchema });
export const metadataListResponseSchema = z.object({ data: z.array(metadataItemSchema), meta: pageMetaSchema });

export const metadataListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});

/** SPEC §7 translations: GET a single resource with `fields` and a language header. */
export const translationQuerySchema = z.object({
  fields: z
    .string()
    .regex(/^[a-zA-Z,]+$/, { error: message.invalid('Fields') })
    .optional(),
});
export const translationResponseSchema = z.object({
  data: z.object({ _id: z.string(), language: z.string(), fields: z.record(z.string(), z.string().nullable()) }),
});
