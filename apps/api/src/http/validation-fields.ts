import type { z } from 'zod';

/** Keeps the first message for each field path, as a form shows one message per field. */
export function fieldsFromIssues(
  issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
