import type { Language } from '@iot/shared/languages';
import { languagesWith, missingName, readTexts, storedTexts, writeTexts } from '@iot/shared/translatable-texts';
import {
  adWindowError,
  defaultAdPlacement,
  marketingTranslatableFields,
  type MarketingCreateBody,
  type MarketingItem,
  type MarketingKind,
  type MarketingUpdateBody,
} from '@iot/shared/marketing';
import { message } from '@iot/shared/validation-messages';
import type { ServiceContext } from '../../service-context.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import {
  deleteMarketingRow,
  findMarketingRow,
  insertMarketingRow,
  listMarketingRows,
  updateMarketingRow,
} from './marketing-repository.ts';
import type { MarketingRow, MarketingTexts } from './marketing-table.ts';
import { requireStoredImages } from '../files/file-reader.ts';

const labels: Record<MarketingKind, string> = { sliders: 'Slider', ads: 'Ad' };

function toItem(row: MarketingRow, language: Language): MarketingItem {
  const texts = readTexts(row.texts, language, ['title', 'subTitle', 'description']);
  return {
    _id: row.id,
    kind: row.kind,
    title: texts.title ?? '',
    subTitle: texts.subTitle ?? '',
    description: texts.description ?? '',
    image: row.image,
    link: row.link,
    position: row.position,
    sortOrder: row.sortOrder,
    active: row.active,
    placement: row.placement,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    languages: languagesWith(row.texts, 'title'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Placement and dates are the ads' own (a slider refuses them); a window must end after it starts. */
function adColumns(
  kind: MarketingKind,
  body: MarketingUpdateBody,
  current?: Pick<MarketingRow, 'startsAt' | 'endsAt'>,
): Partial<Pick<MarketingRow, 'placement' | 'startsAt' | 'endsAt'>> {
  const { placement, startsAt, endsAt } = body;
  if (kind !== 'ads') {
    const given = Object.entries({ placement, startsAt, endsAt }).filter(([, value]) => value !== undefined);
    if (given.length > 0)
      throw validationFailed(
        Object.fromEntries(given.map(([field]) => [field, message.invalid(adFieldLabels[field] ?? field)])),
      );
    return {};
  }
  const windowError = adWindowError(
    startsAt !== undefined ? startsAt : (current?.startsAt?.toISOString() ?? null),
    endsAt !== undefined ? endsAt : (current?.endsAt?.toISOString() ?? null),
  );
  if (windowError) throw validationFailed(windowError);
  return {
    ...(placement !== undefined ? { placement } : {}),
    ...(startsAt !== undefined ? { startsAt: startsAt === null ? null : new Date(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: endsAt === null ? null : new Date(endsAt) } : {}),
  };
}
const adFieldLabels: Record<string, string> = { placement: 'Placement', startsAt: 'Start date', endsAt: 'End date' };

/** Writes the request language's texts; the kind's untranslatable fields are refused, and the item must stay titled. */
function writeMarketingTexts(
  kind: MarketingKind,
  current: MarketingTexts,
  language: Language,
  body: MarketingUpdateBody,
): MarketingTexts {
  const allowed = marketingTranslatableFields[kind];
  for (const field of ['subTitle', 'description'] as const) {
    if (body[field] !== undefined && !allowed.includes(field))
      throw validationFailed({ [field]: message.invalid(field === 'subTitle' ? 'Sub title' : 'Description') });
  }
  const texts = writeTexts(current, language, {
    title: body.title,
    subTitle: body.subTitle,
    description: body.description,
  });
  const untitled = missingName(texts, 'title', 'Title');
  if (untitled) throw validationFailed(untitled);
  return texts;
}

export async function listMarketing(
  ctx: ServiceContext,
  kind: MarketingKind,
  options: { page: number; limit: number; onlyActive: boolean },
  language: Language,
) {
  const { db } = ctx;
  const { rows, total } = await listMarketingRows(db, kind, {
    onlyActive: options.onlyActive,
    now: ctx.clock.now(),
    offset: (options.page - 1) * options.limit,
    limit: options.limit,
  });
  return { data: rows.map((row) => toItem(row, language)), meta: { page: options.page, limit: options.limit, total } };
}

export async function getMarketing(ctx: ServiceContext, kind: MarketingKind, id: string, language: Language) {
  const { db } = ctx;
  const row = await findMarketingRow(db, kind, id);
  if (!row) throw notFound(message.notFound(labels[kind]));
  return toItem(row, language);
}

/** SPEC §7 translations: one language's stored fields, null where not translated yet. */
export async function getMarketingTranslation(
  ctx: ServiceContext,
  kind: MarketingKind,
  id: string,
  language: Language,
  fields: string[],
) {
  const { db } = ctx;
  const row = await findMarketingRow(db, kind, id);
  if (!row) throw notFound(message.notFound(labels[kind]));
  const allowed = marketingTranslatableFields[kind] as readonly string[];
  const asked = fields.length ? fields : [...allowed];
  if (asked.some((field) => !allowed.includes(field)))
    throw validationFailed({ fields: message.oneOf('Fields', allowed) });
  return { _id: row.id, language, fields: storedTexts(row.texts, language, asked) };
}

export async function createMarketing(
  ctx: ServiceContext,
  kind: MarketingKind,
  body: MarketingCreateBody,
  language: Language,
) {
  const { db } = ctx;
  await requireStoredImages(ctx, { image: body.image });
  const row = await insertMarketingRow(db, {
    kind,
    texts: writeMarketingTexts(kind, {}, language, body),
    image: body.image,
    link: body.link ?? '',
    position: body.position ?? 'left',
    sortOrder: body.sortOrder ?? 0,
    active: body.active ?? true,
    placement: defaultAdPlacement,
    ...adColumns(kind, body),
  });
  return toItem(row, language);
}

export async function updateMarketing(
  ctx: ServiceContext,
  kind: MarketingKind,
  id: string,
  body: MarketingUpdateBody,
  language: Language,
) {
  const { db } = ctx;
  await requireStoredImages(ctx, { image: body.image });
  return db.transaction(async (tx) => {
    const current = await findMarketingRow(tx, kind, id, true);
    if (!current) throw notFound(message.notFound(labels[kind]));
    const texts = writeMarketingTexts(kind, current.texts, language, body);
    const {
      title: _title,
      subTitle: _subTitle,
      description: _description,
      placement: _placement,
      startsAt: _startsAt,
      endsAt: _endsAt,
      ...columns
    } = body;
    return toItem(await updateMarketingRow(tx, id, { ...columns, ...adColumns(kind, body, current), texts }), language);
  });
}

export async function deleteMarketing(ctx: ServiceContext, kind: MarketingKind, id: string) {
  const { db } = ctx;
  if (!(await deleteMarketingRow(db, kind, id))) throw notFound(message.notFound(labels[kind]));
}
