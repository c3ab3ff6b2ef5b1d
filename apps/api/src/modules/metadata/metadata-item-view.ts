import { metadataKinds, type MetadataItem, type MetadataKind } from '@iot/shared/catalog-metadata';
import { defaultLanguage, supportedLanguageCodes, type Language } from '@iot/shared/languages';
import type { MetadataItemRow, MetadataTexts } from './metadata-item-table.ts';

/** The texts of the asked language, else English, else whatever language the item has. */
function textsFor(texts: MetadataTexts, language: Language) {
  return texts[language] ?? texts[defaultLanguage] ?? Object.values(texts)[0] ?? {};
}

export function toMetadataItem(row: MetadataItemRow, language: Language): MetadataItem {
  const texts = textsFor(row.texts, language);
  return {
    _id: row.id,
    kind: row.kind as MetadataKind,
    title: texts.title ?? '',
    description: metadataKinds[row.kind as MetadataKind].translatable.includes('description' as never) ? (texts.description ?? '') : null,
    image: row.image,
    active: row.active,
    languages: supportedLanguageCodes.filter((code) => row.texts[code]?.title),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
