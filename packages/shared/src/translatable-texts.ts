import { defaultLanguage, supportedLanguageCodes, type Language } from './languages.ts';
import { message } from './validation-messages.ts';

/**
 * A translatable record's texts, stored per language (DESIGN §Data):
 * `{ en: { name, description }, ar: { name } }`. One set of rules reads and writes them for every
 * module (products, metadata, marketing, product groups).
 */
export type TranslatableTexts<Fields extends object> = Record<string, Partial<Fields>>;

/** An empty string, an empty list or null is no text: the field is not translated in that language. */
export function hasText(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Each field in the asked language, else English, else any language that has it, decided per field:
 * a record created from the Arabic back office is never nameless in English before it is translated.
 */
export function readTexts<Fields extends object, Key extends keyof Fields>(
  texts: TranslatableTexts<Fields>,
  language: Language,
  fields: readonly Key[],
): { [K in Key]: Fields[K] | undefined } {
  const order = [
    texts[language],
    texts[defaultLanguage],
    ...supportedLanguageCodes.map((code) => texts[code]),
    ...Object.values(texts),
  ];
  const read = {} as { [K in Key]: Fields[K] | undefined };
  for (const field of fields)
    read[field] = order.map((local) => local?.[field]).find(hasText) as Fields[Key] | undefined;
  return read;
}

/**
 * Writes one language's fields: only the fields given (undefined leaves a field as stored), the
 * other languages untouched. An empty value removes that language's text, so the fallback applies.
 */
export function writeTexts<Fields extends object>(
  texts: TranslatableTexts<Fields>,
  language: Language,
  changes: Partial<Fields>,
): TranslatableTexts<Fields> {
  const local: Partial<Fields> = { ...texts[language] };
  for (const [field, value] of Object.entries(changes) as [keyof Fields, Fields[keyof Fields] | undefined][]) {
    if (value === undefined) continue;
    if (hasText(value)) local[field] = value;
    else delete local[field];
  }
  const { [language]: _previous, ...others } = texts;
  return Object.keys(local).length ? { ...others, [language]: local } : others;
}

/** SPEC §7 translation read: one language's fields exactly as stored, null where not translated yet. */
export function storedTexts<Fields extends object>(
  texts: TranslatableTexts<Fields>,
  language: Language,
  fields: readonly string[],
): Record<string, NonNullable<Fields[keyof Fields]> | null> {
  const local: Partial<Fields> = texts[language] ?? {};
  return Object.fromEntries(
    fields.map((field) => [
      field,
      hasText(local[field as keyof Fields])
        ? (local[field as keyof Fields] as NonNullable<Fields[keyof Fields]>)
        : null,
    ]),
  );
}

/**
 * The given fields in every language that has them, the rest left out: what a snapshot keeps of a
 * record (DESIGN §Data: an order line keeps the product's name in each of its languages).
 */
export function pickTexts<Fields extends object, Key extends keyof Fields>(
  texts: TranslatableTexts<Fields>,
  fields: readonly Key[],
): TranslatableTexts<Pick<Fields, Key>> {
  const picked: TranslatableTexts<Pick<Fields, Key>> = {};
  for (const [language, local] of Object.entries(texts)) {
    const kept = Object.fromEntries(
      fields.filter((field) => hasText(local[field])).map((field) => [field, local[field]]),
    );
    if (Object.keys(kept).length) picked[language] = kept as Partial<Pick<Fields, Key>>;
  }
  return picked;
}

/** The supported languages the record is named in (its `languages` list). */
export function languagesWith<Fields extends object>(
  texts: TranslatableTexts<Fields>,
  field: keyof Fields,
): Language[] {
  return supportedLanguageCodes.filter((code) => hasText(texts[code]?.[field]));
}

/**
 * SPEC §5: a record must be named in at least one language. Returns the field's message
 * ('Name is required', 'Title is required') when no language has it, else undefined.
 */
export function missingName<Fields extends object>(
  texts: TranslatableTexts<Fields>,
  field: keyof Fields & string,
  label: string,
): Record<string, string> | undefined {
  return Object.values(texts).some((local) => hasText(local[field])) ? undefined : { [field]: message.required(label) };
}
