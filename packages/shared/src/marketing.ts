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
/**
 * Where an ad shows on the storefront home page (SPEC §2 home): above the sections, among them or
 * at the end. The end is where ads always were, so it stays the default.
 */
export const adPlacements = ['home-top', 'home-middle', 'home-bottom'] as const;
export type AdPlacement = (typeof adPlacements)[number];
export const defaultAdPlacement: AdPlacement = 'home-bottom';
export const marketingTranslatableFields: Record<MarketingKind, readonly ('title' | 'subTitle' | 'description')[]> = {
  sliders: ['title', 'subTitle', 'description'],
  ads: ['title'],
};

function instant(field: string) {
  return z.iso.datetime({ offset: true, error: message.invalid(field) }).nullable();
}

/** An ad's window must end after it starts ('End date is invalid' on endsAt otherwise). */
export function adWindowError(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
): Record<string, string> | undefined {
  if (!startsAt || !endsAt) return undefined;
  return Date.parse(endsAt) <= Date.parse(startsAt) ? { endsAt: message.invalid('End date') } : undefined;
}

/** Whether an ad is inside its window at `now` (an open end never closes it). */
export function isInAdWindow(item: { startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  const time = now.getTime();
  if (item.startsAt && Date.parse(item.startsAt) > time) return false;
  return !(item.endsAt && Date.parse(item.endsAt) <= time);
}

export const marketingTitleMax = 120;
export const marketingSubTitleMax = 160;
export const marketingOrderMax = 1000;

export const marketingCreateBodySchema = z.object({
  title: requiredText('Title', marketingTitleMax),
  subTitle: optionalText('Sub title', marketingSubTitleMax).optional(),
  description: optionalText('Description', 255).optional(),
  image: assetField().unwrap(),
  link: optionalLinkField().optional(),
  position: z.enum(sliderPositions, { error: message.oneOf('Position', sliderPositions) }).optional(),
  sortOrder: z
    .number({ error: message.required('Order') })
    .int({ error: message.invalid('Order') })
    .min(0, { error: message.invalid('Order') })
    .max(marketingOrderMax, { error: message.maxValue('Order', marketingOrderMax) })
    .optional(),
  active: z.boolean().optional(),
  /** Ads only: where on the home page, and the window in which shoppers see it (null: open-ended). */
  placement: z.enum(adPlacements, { error: message.oneOf('Placement', adPlacements) }).optional(),
  startsAt: instant('Start date').optional(),
  endsAt: instant('End date').optional(),
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
  placement: z.enum(adPlacements),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
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
/** SPEC §7 translation read: the same answer as every translatable resource's. */
export { translationResponseSchema as marketingTranslationResponseSchema } from './catalog-metadata.ts';
