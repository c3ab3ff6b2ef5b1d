import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** The page sizes the back office's lists offer. */
export const listPageSizes = [10, 20, 50] as const;
const defaultLimit = 10;

/**
 * The API accepts any page size up to 100, but the lists offer only `listPageSizes` and start at
 * ten (the requests API's own default of twenty serves its other callers), so the URL holds one of
 * those or nothing; MUI's paging warns about a size it does not offer.
 */
const listLimitSchema = z.coerce
  .number()
  .refine((limit) => (listPageSizes as readonly number[]).includes(limit))
  .default(defaultLimit);

/** A list's query schema from `packages/shared`: paged, with whatever filters and sorts the list has. */
export type ListSchema = z.ZodObject;
export type ListSearch<S extends ListSchema> = z.output<S> & { page: number; limit: number };
/** The URL's name of a field, where it differs from the API's (`tenant` for `tenantId`). */
export type UrlKeys<S extends ListSchema> = Partial<Record<keyof z.output<S> & string, string>>;

const fieldSchema = (schema: ListSchema, key: string): z.ZodType =>
  key === 'limit' ? listLimitSchema : (schema.shape[key] as z.ZodType);

/** What a field is when the URL leaves it out: the schema's default, or nothing for an optional filter. */
const defaultOf = (schema: ListSchema, key: string): unknown => fieldSchema(schema, key).safeParse(undefined).data;

/**
 * Reads a list's state from its URL with the list's own API query schema, field by field, so one
 * bad value (a hand-edited `status=lost`) falls back to that field's default and leaves the rest.
 */
export function parseListSearch<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
  urlKeys: UrlKeys<S> = {},
): ListSearch<S> {
  const state: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const raw = params.get((urlKeys as Record<string, string | undefined>)[key] ?? key) || undefined;
    const parsed = fieldSchema(schema, key).safeParse(raw);
    state[key] = parsed.success ? parsed.data : defaultOf(schema, key);
  }
  return state as ListSearch<S>;
}

/** The URL of a list's state: only what differs from the defaults, so a first page has a clean URL. */
export function serializeListSearch<S extends ListSchema>(
  schema: S,
  state: Partial<z.output<S>>,
  urlKeys: UrlKeys<S> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const raw: unknown = (state as Record<string, unknown>)[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '' || value === defaultOf(schema, key)) continue;
    params.set((urlKeys as Record<string, string | undefined>)[key] ?? key, String(value));
  }
  return params;
}

/**
 * A list's filters, sort and page as its URL holds them, and a setter that writes a change back.
 * A change of anything but the page starts again at page 1; typing in the search replaces the
 * history entry rather than adding one per search.
 */
export function useListSearch<S extends ListSchema>(schema: S, urlKeys?: UrlKeys<S>) {
  const [params, setParams] = useSearchParams();
  const state = parseListSearch(schema, params, urlKeys);
  const change = (next: Partial<z.output<S>>) =>
    setParams(serializeListSearch(schema, { ...state, page: 1, ...next }, urlKeys), { replace: 'search' in next });
  return [state, change] as const;
}
