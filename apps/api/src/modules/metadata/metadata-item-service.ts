import {
  metadataKinds,
  type MetadataCreateBody,
  type MetadataItem,
  type MetadataKind,
  type MetadataUpdateBody,
  type TranslatableField,
} from '@iot/shared/catalog-metadata';
import type { Language } from '@iot/shared/languages';
import { message } from '@iot/shared/validation-messages';
import { missingName, storedTexts, writeTexts } from '@iot/shared/translatable-texts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import {
  deleteMetadataItem,
  findMetadataItem,
  findMetadataItemForUpdate,
  insertMetadataItem,
  listMetadataItems,
  updateMetadataItem,
} from './metadata-item-repository.ts';
import { countProductsTypedBy } from '../products/product-reader.ts';
import { toMetadataItem } from './metadata-item-view.ts';
import { requireStoredImages } from '../files/file-reader.ts';

function checkImage(kind: MetadataKind, image: string | null | undefined, creating: boolean): void {
  const rule = metadataKinds[kind].image;
  if (rule === 'none' && image) throw validationFailed({ image: message.invalid('Image') });
  if (rule === 'required' && (image === null || (creating && !image)))
    throw validationFailed({ image: message.required('Image') });
}

function pickTexts(kind: MetadataKind, body: { title?: string | undefined; description?: string | undefined }) {
  const allowed = metadataKinds[kind].translatable as readonly TranslatableField[];
  const texts: { title?: string; description?: string } = {};
  if (body.title !== undefined) texts.title = body.title;
  if (body.description !== undefined) {
    if (!allowed.includes('description')) throw validationFailed({ description: message.invalid('Description') });
    texts.description = body.description;
  }
  return texts;
}

export type MetadataListOptions = {
  page: number;
  limit: number;
  search?: string | undefined;
  active?: boolean | undefined;
};

export async function listItems(
  ctx: ServiceContext,
  kind: MetadataKind,
  options: MetadataListOptions,
  language: Language,
) {
  const { db } = ctx;
  const { rows, total } = await listMetadataItems(db, {
    kind,
    search: options.search,
    active: options.active,
    offset: (options.page - 1) * options.limit,
    limit: options.limit,
  });
  return {
    data: rows.map((row) => toMetadataItem(row, language)),
    meta: { page: options.page, limit: options.limit, total },
  };
}

export async function getItem(
  ctx: ServiceContext,
  kind: MetadataKind,
  id: string,
  language: Language,
): Promise<MetadataItem> {
  const { db } = ctx;
  const row = await findMetadataItem(db, kind, id);
  if (!row) throw notFound(message.notFound(metadataKinds[kind].label));
  return toMetadataItem(row, language);
}

/** SPEC §7 translations: one language's fields exactly as stored, null where not translated yet. */
export async function getTranslation(
  ctx: ServiceContext,
  kind: MetadataKind,
  id: string,
  language: Language,
  fields: string[] | undefined,
) {
  const { db } = ctx;
  const row = await findMetadataItem(db, kind, id);
  if (!row) throw notFound(message.notFound(metadataKinds[kind].label));
  const allowed = metadataKinds[kind].translatable as readonly string[];
  const asked = fields?.length ? fields : [...allowed];
  const unknown = asked.filter((field) => !allowed.includes(field));
  if (unknown.length) throw validationFailed({ fields: message.oneOf('Fields', allowed) });
  return { _id: row.id, language, fields: storedTexts(row.texts, language, asked) };
}

export async function createItem(
  ctx: ServiceContext,
  kind: MetadataKind,
  body: MetadataCreateBody,
  language: Language,
): Promise<MetadataItem> {
  const { db } = ctx;
  checkImage(kind, body.image, true);
  const texts = writeTexts({}, language, pickTexts(kind, body));
  const unnamed = missingName(texts, 'title', 'Title');
  if (unnamed) throw validationFailed(unnamed);
  await requireStoredImages(ctx, { image: body.image });
  const row = await insertMetadataItem(db, {
    kind,
    texts,
    image: body.image ?? null,
    active: body.active ?? true,
  });
  return toMetadataItem(row, language);
}

/** Texts are written in the request's language only; the other languages are kept as they are. */
export async function updateItem(
  ctx: ServiceContext,
  kind: MetadataKind,
  id: string,
  body: MetadataUpdateBody,
  language: Language,
): Promise<MetadataItem> {
  const { db } = ctx;
  await requireStoredImages(ctx, { image: body.image });
  return db.transaction(async (tx) => {
    const current = await findMetadataItemForUpdate(tx, kind, id);
    if (!current) throw notFound(message.notFound(metadataKinds[kind].label));
    const image = body.image === undefined ? current.image : body.image;
    checkImage(kind, image, false);
    const texts = writeTexts(current.texts, language, pickTexts(kind, body));
    const unnamed = missingName(texts, 'title', 'Title');
    if (unnamed) throw validationFailed(unnamed);
    const row = await updateMetadataItem(tx, id, { texts, image, active: body.active ?? current.active });
    return toMetadataItem(row, language);
  });
}

/** A device, gateway or accessory type stays while products have it: their type rule needs it (SPEC §3 Product). */
export async function removeItem(ctx: ServiceContext, kind: MetadataKind, id: string): Promise<void> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const typedProducts = await countProductsTypedBy(withDb(ctx, tx), id);
    if (typedProducts > 0) throw conflict(message.usedByProducts(metadataKinds[kind].label, typedProducts));
    if (!(await deleteMetadataItem(tx, kind, id))) throw notFound(message.notFound(metadataKinds[kind].label));
  });
}
