import type { Faq } from '@iot/shared/products';

/** SPEC §2: a translation editor shows plain text, multiline text (counted to 255), rich text or FAQs. */
export type TranslationFieldKind = 'text' | 'multiline' | 'rich' | 'faqs';
export type TranslationField = { name: string; label: string; kind: TranslationFieldKind; max?: number };
export type TranslationValue = string | Faq[];
export type TranslationValues = Record<string, TranslationValue>;
/** One language as the API stores it: null where that language has no text yet. */
export type StoredTranslation = Record<string, string | Faq[] | null | undefined>;

/** Rich text that shows nothing (an editor leaves `<p><br></p>` behind when emptied). */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<br\s*\/?>|<\/?p>|&nbsp;|\s/gi, '') === '';
}

function isEmpty(field: TranslationField, value: TranslationValue | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return field.kind === 'rich' ? isBlankHtml(value) : value.trim() === '';
}

export function valuesFromStored(
  fields: readonly TranslationField[],
  stored: StoredTranslation | undefined,
): TranslationValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, stored?.[field.name] ?? (field.kind === 'faqs' ? [] : '')]),
  );
}

/**
 * The PATCH body for one language. A field that language never had and still leaves empty is not
 * sent (an untranslated short name stays untranslated instead of becoming ''); everything else is,
 * so clearing a stored text reaches the server and its validation (a required name says so).
 */
export function translationBody(
  fields: readonly TranslationField[],
  values: TranslationValues,
  stored: StoredTranslation | undefined,
): Record<string, TranslationValue> {
  const body: Record<string, TranslationValue> = {};
  for (const field of fields) {
    const value = values[field.name];
    const wasStored = stored?.[field.name] !== null && stored?.[field.name] !== undefined;
    if (!wasStored && isEmpty(field, value)) continue;
    if (value === undefined) continue;
    body[field.name] = field.kind === 'rich' && typeof value === 'string' && isBlankHtml(value) ? '' : value;
  }
  return body;
}
