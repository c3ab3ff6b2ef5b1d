/** A language's texts: nested objects whose leaves are strings (or lists of strings and objects). */
export type Texts = { readonly [key: string]: unknown };

export type TranslateOptions = {
  /** Said when no language has the key; without it the key itself is said. */
  defaultValue?: string;
  [variable: string]: unknown;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function lookUp(texts: Texts | undefined, key: string): unknown {
  let found: unknown = texts;
  for (const part of key.split('.')) {
    if (found === null || typeof found !== 'object') return undefined;
    found = (found as Texts)[part];
  }
  return found;
}

/**
 * Fills `{{name}}` with the option of that name, as i18next did: a placeholder given no option
 * stays as it is, one given `undefined` or `null` is left out.
 */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(placeholder, (match, name: string) => {
    if (!Object.hasOwn(options, name)) return match;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function interpolateAll(found: unknown, options: TranslateOptions | undefined): unknown {
  if (typeof found === 'string') return interpolate(found, options);
  if (Array.isArray(found)) return found.map((item) => interpolateAll(item, options));
  if (found && typeof found === 'object') {
    return Object.fromEntries(Object.entries(found).map(([key, value]) => [key, interpolateAll(value, options)]));
  }
  return found;
}

/**
 * The text of `key` (dot-separated) in the first of `texts` that has it, with its placeholders
 * filled; a group (a list of steps, a document's sections) comes whole, filled throughout.
 */
export function translate(texts: readonly (Texts | undefined)[], key: string, options?: TranslateOptions): string {
  for (const language of texts) {
    const found = lookUp(language, key);
    if (found !== undefined && found !== null) return interpolateAll(found, options) as string;
  }
  return interpolate(options?.defaultValue ?? key, options);
}

/** `target` with `added` merged in, deeply: a later bundle adds to the groups an earlier one began. */
export function mergeTexts(target: Texts, added: Texts): Texts {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(added)) {
    const current = merged[key];
    merged[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object' &&
      !Array.isArray(current)
        ? mergeTexts(current as Texts, value as Texts)
        : value;
  }
  return merged;
}
