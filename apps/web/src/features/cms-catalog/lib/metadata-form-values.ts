import { metadataCreateBodySchema, metadataKinds, type MetadataCreateBody, type MetadataItem, type MetadataKind } from '@iot/shared/catalog-metadata';
import { message } from '@iot/shared/validation-messages';
import { hasDescription } from './metadata-pages.ts';

export type MetadataFormValues = { title: string; description: string; image: string | null; active: boolean };

/** The shared create schema plus the kind's image rule (a picture needs its image). */
export function metadataFormSchema(kind: MetadataKind) {
  return metadataCreateBodySchema.superRefine((value, context) => {
    if (metadataKinds[kind].image === 'required' && !value.image) context.addIssue({ code: 'custom', path: ['image'], message: message.required('Image') });
  });
}

export function metadataFormFromItem(item: Pick<MetadataItem, 'title' | 'description' | 'image' | 'active'> | undefined): MetadataFormValues {
  return { title: item?.title ?? '', description: item?.description ?? '', image: item?.image ?? null, active: item?.active ?? true };
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
