import { optionalText } from '@iot/shared/fields';
import {
  metadataCreateBodySchema,
  metadataKinds,
  titleMaxLength,
  type MetadataCreateBody,
  type MetadataItem,
  type MetadataKind,
} from '@iot/shared/catalog-metadata';
import { message } from '@iot/shared/validation-messages';
import { hasDescription } from './metadata-pages.ts';

export type MetadataFormValues = { title: string; description: string; image: string | null; active: boolean };

/**
 * The shared create schema plus the kind's image rule (a picture needs its image). An edit form may
 * leave the title empty in a language when another language names the item.
 */
export function metadataFormSchema(kind: MetadataKind, titleRequired = true) {
  const base = titleRequired
    ? metadataCreateBodySchema
    : metadataCreateBodySchema.extend({ title: optionalText('Title', titleMaxLength) });
  return base.superRefine((value, context) => {
    if (metadataKinds[kind].image === 'required' && !value.image)
      context.addIssue({ code: 'custom', path: ['image'], message: message.required('Image') });
  });
}

/**
 * The form's values; an edit form passes the texts stored in the language it edits (SPEC §7
 * translation read), so a text not translated yet starts empty instead of showing the fallback.
 */
export function metadataFormFromItem(
  item: Pick<MetadataItem, 'title' | 'description' | 'image' | 'active'> | undefined,
  stored?: Record<string, string | null>,
): MetadataFormValues {
  const texts = stored
    ? { title: stored.title ?? '', description: stored.description ?? '' }
    : { title: item?.title ?? '', description: item?.description ?? '' };
  return { ...texts, image: item?.image ?? null, active: item?.active ?? true };
}

/** Only the fields the kind has are sent; texts go to the request language. */
export function metadataBodyFromForm(kind: MetadataKind, values: MetadataFormValues): MetadataCreateBody {
  return {
    title: values.title,
    ...(hasDescription(kind) ? { description: values.description } : {}),
    ...(metadataKinds[kind].image !== 'none' ? { image: values.image } : {}),
    active: values.active,
  };
}
