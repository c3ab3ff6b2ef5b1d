import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessageOf } from '../../api/client.ts';

/**
 * SPEC §8: puts the server's answer on the fields of the form — its per-field messages where it gave
 * them, otherwise its message on each of `fallbackFields`. Answers whether anything was placed.
 */
export function showServerErrorOnFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallbackFields: readonly Path<T>[] = [],
): boolean {
  const perField = error instanceof ApiError ? error.fields : undefined;
  const named = fields.filter((field) => perField?.[field]);
  named.forEach((field) =>
    setError(field, { type: 'server', message: perField?.[field] }, { shouldFocus: field === named[0] }),
  );
  if (named.length > 0) return true;
  fallbackFields.forEach((field, index) =>
    setError(field, { type: 'server', message: errorMessageOf(error) }, { shouldFocus: index === 0 }),
  );
  return fallbackFields.length > 0;
}

/**
 * Puts every per-field message the server gave (its `fields`, keyed by the body's paths, nested ones
 * dotted) on the form's field of that path; `prefix` places them where the form holds the body in a
 * part of its own (a translation editor's `ar.`), and moves the focus to the first of them, so a
 * keyboard or screen-reader user lands on what to mend. Answers whether there were any.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  prefix = '',
): boolean {
  const perField = error instanceof ApiError ? error.fields : undefined;
  if (!perField) return false;
  Object.entries(perField).forEach(([path, message], index) =>
    setError(`${prefix}${path}` as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return true;
}
