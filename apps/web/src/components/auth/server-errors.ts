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
