import { fileManagerBase } from '@iot/shared/files';
import { message } from '@iot/shared/validation-messages';
import { validationFailed } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findStoredFileIds } from './file-repository.ts';

/** Field path → the URL a form sent; undefined or null (no image) is left to the schema. */
export type ImageFields = Record<string, string | null | undefined>;

const storedFileUrl = new RegExp(
  `^${fileManagerBase}/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

/** `{ 'images.0': …, 'images.1': … }`: the field paths of a list, as the error envelope names them. */
export function listFields(name: string, values: readonly string[] | undefined): ImageFields {
  return Object.fromEntries((values ?? []).map((value, index) => [`${name}.${index}`, value]));
}

/**
 * SPEC §5 image fields (product, slider and ad images, metadata images, logo, favicon, avatars)
 * hold images uploaded to this site's file store, as the upload answered them (/files/{id}): a
 * picture on another site, a made-up path or a PDF is a 400 naming the field. Other modules call
 * this instead of reading the files tables.
 */
export async function requireStoredImages(ctx: Pick<ServiceContext, 'db'>, fields: ImageFields): Promise<void> {
  const present = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  if (present.length === 0) return;
  const ids = present
    .map(([, url]) => storedFileUrl.exec(url)?.[1]?.toLowerCase())
    .filter((id): id is string => id !== undefined);
  const stored = await findStoredFileIds(ctx.db, [...new Set(ids)], 'image');
  const missing = present.filter(([, url]) => !stored.has(storedFileUrl.exec(url)?.[1]?.toLowerCase() ?? ''));
  if (missing.length > 0)
    throw validationFailed(Object.fromEntries(missing.map(([field]) => [field, message.notFound('Image')])));
}
