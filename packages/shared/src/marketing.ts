import { z } from 'zod';
import { pageMetaSchema } from './api-envelope.ts';
import { assetField, optionalLinkField, optionalText, requiredText } from './fields.ts';
import { message } from './validation-messages.ts';

/**
 * Home page sliders and ads (SPEC §1 marketing, §2 /cms/marketing, §3 Home slider). Texts are
 * written in the request language; SPEC §2 translation editor: slider title, subTitle, description.
 */
export const sliderPositions = ['left', 'center', 'right'] as const;
export const marketingKinds = ['sliders', 'ads'] as const;
export type MarketingKind = (typeof marketingKinds)[number];
export const marketingTranslatableFields: Record<MarketingKind, readonly ('title' | 'subTitle' | 'description')[]> = {
  sliders: ['title', 'subTitle', 'description'],
  ads: ['title'],
};

export const marketingCreateBodySchema = z.object({
  title: requiredText('Title', 120),
  subTitle: optionalText('Sub title', 160).optional(),
  description: optionalText('Description', 255).optional(),
  image: assetField().unwrap(),
  link: optionalLinkField().optional(),
  position: z.enum(sliderPositions, { error: message.oneOf('Position', sliderPositions) }).optional(),
  sortOrder: z.number().int().min(0).max(1000).optional(),
  active: z.boolean().optional(),
});
export const marketingUpdateBodySchema = marketingCreateBodySchema.partial().strict();
export type MarketingCreateBody = z.infer<typeof marketingCreateBodySchema>;
export type MarketingUpdateBody = z.infer<typeof marketingUpdateBodySchema>;

export const marketingItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(marketingKinds),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
  position: z.enum(sliderPositions),
  sortOrder: z.number().int(),
  active: z.boolean(),
  languages: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketingItem = z.infer<typeof marketingItemSchema>;
export const marketingItemResponseSchema = z.object({ data: marketingItemSchema });
export const marketingListResponseSchema = z.object({ data: z.array(marketingItemSchema), meta: pageMetaSchema });
export const marketingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const marketingTranslationResponseSchema = z.object({
  data: z.object({ _id: z.string(), language: z.string(), fields: z.record(z.string(), z.string().nullable()) }),
});
