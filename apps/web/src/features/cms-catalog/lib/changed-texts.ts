/**
 * What an edit form sends of its translatable texts. The API writes texts to the request language
 * (SPEC §7), and in a language with no translation yet the form shows the English fallback: sent
 * unchanged, that English would be stored as the translation. So a group of texts travels only
 * when the administrator changed one of its fields; a group sends all its fields together (a
 * metadata item named in a language must have its title there before its description).
 */
export function keepChangedTexts<Body extends Record<string, unknown>>(body: Body, initial: Record<string, unknown>, groups: readonly (readonly string[])[]): Body {
  const kept: Record<string, unknown> = { ...body };
  for (const group of groups) {
    const changed = group.some((field) => field in body && JSON.stringify(body[field]) !== JSON.stringify(initial[field]));
    if (!changed) for (const field of group) delete kept[field];
  }
  return kept as Body;
}
