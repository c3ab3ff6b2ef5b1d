import { metadataKinds, type MetadataItem, type MetadataKind } from '@iot/shared/catalog-metadata';
import type { Language } from '@iot/shared/languages';
import { languagesWith, readTexts } from '@iot/shared/translatable-texts';
import type { MetadataItemRow } from './metadata-item-table.ts';

export function toMetadataItem(row: MetadataItemRow, language: Language): MetadataItem {
  const texts = readTexts(row.texts, language, ['title', 'description']);
  return {
    _id: row.id,
    kind: row.kind as MetadataKind,
    title: texts.title ?? '',
    description: metadataKinds[row.kind as MetadataKind].translatable.includes('description' as never)
      ? (texts.description ?? '')
      : null,
    image: row.image,
    active: row.active,
    languages: languagesWith(row.texts, 'title'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
