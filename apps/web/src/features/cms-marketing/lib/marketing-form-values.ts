import { z } from 'zod';
import { assetField, optionalText } from '@iot/shared/fields';
import {
  adWindowError,
  defaultAdPlacement,
  marketingCreateBodySchema,
  marketingTitleMax,
  type AdPlacement,
  type MarketingCreateBody,
  type MarketingItem,
  type MarketingKind,
} from '@iot/shared/marketing';
import { message } from '@iot/shared/validation-messages';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local.ts';

/** What the slider and ad forms edit; dates are local 'YYYY-MM-DDTHH:mm' or '' (no start, no end). */
export type MarketingFormValues = {
  title: string;
  subTitle: string;
  description: string;
  image: string | null;
  link: string;
  position: MarketingItem['position'];
  sortOrder: number;
  active: boolean;
  placement: AdPlacement;
  startsAt: string;
  endsAt: string;
};

const shape = marketingCreateBodySchema.shape;

/**
 * The shared create schema's fields, with the image required (SPEC §5 '{field} is required') and an
 * ad's window checked as the server checks it. An edit form may leave the title empty in a language
 * when another language names the item.
 */
export function marketingFormSchema(titleRequired = true) {
  return z
    .object({
      title: titleRequired ? shape.title : optionalText('Title', marketingTitleMax),
      subTitle: shape.subTitle.unwrap(),
      description: shape.description.unwrap(),
      image: assetField(),
      link: shape.link.unwrap(),
      position: shape.position.unwrap(),
      sortOrder: shape.sortOrder.unwrap(),
      active: z.boolean(),
      placement: shape.placement.unwrap(),
      startsAt: z.string(),
      endsAt: z.string(),
    })
    .superRefine((values, context) => {
      if (!values.image) context.addIssue({ code: 'custom', path: ['image'], message: message.required('Image') });
      for (const [field, label] of [
        ['startsAt', 'Start date'],
        ['endsAt', 'End date'],
      ] as const) {
        const instant = fromLocalInput(values[field]);
        if (instant !== null && !z.iso.datetime().safeParse(instant).success)
          context.addIssue({ code: 'custom', path: [field], message: message.invalid(label) });
      }
      const windowError = adWindowError(fromLocalInput(values.startsAt), fromLocalInput(values.endsAt));
      if (windowError) context.addIssue({ code: 'custom', path: ['endsAt'], message: windowError.endsAt ?? '' });
    });
}

/**
 * The form's values; an edit form passes the texts stored in the language it edits (SPEC §7
 * translation read), so a text not translated yet starts empty instead of showing the fallback.
 */
export function marketingFormFromItem(
  item: Omit<MarketingItem, '_id'> | undefined,
  stored?: Record<string, string | null>,
): MarketingFormValues {
  const texts = stored
    ? { title: stored.title ?? '', subTitle: stored.subTitle ?? '', description: stored.description ?? '' }
    : { title: item?.title ?? '', subTitle: item?.subTitle ?? '', description: item?.description ?? '' };
  return {
    ...texts,
    image: item?.image || null,
    link: item?.link ?? '',
    position: item?.position ?? 'left',
    sortOrder: item?.sortOrder ?? 0,
    active: item?.active ?? true,
    placement: item?.placement ?? defaultAdPlacement,
    startsAt: toLocalInput(item?.startsAt ?? null),
    endsAt: toLocalInput(item?.endsAt ?? null),
  };
}

/**
 * Only the kind's own fields are sent (a slider's position and three texts; an ad's title,
 * placement and window); texts go to the request language. An edit leaves an empty title out:
 * the item keeps the one another language gives it.
 */
export function marketingBodyFromForm(
  kind: MarketingKind,
  values: MarketingFormValues,
  editing: boolean,
): Partial<MarketingCreateBody> {
  const common = {
    ...(editing && !values.title.trim() ? {} : { title: values.title }),
    image: values.image ?? '',
    link: values.link,
    sortOrder: values.sortOrder,
    active: values.active,
  };
  if (kind === 'sliders')
    return { ...common, subTitle: values.subTitle, description: values.description, position: values.position };
  return {
    ...common,
    placement: values.placement,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}
