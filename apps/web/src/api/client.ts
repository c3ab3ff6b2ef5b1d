import type { z } from 'zod';
import { defaultErrorMessage, errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { readStoredLanguage, readToken, storageKeys } from '../lib/storage.ts';

/** SPEC §6: the realm is chosen by whether the URL contains /cms. */
export function isCmsPath(pathname: string): boolean {
  return /(^|\/)cms(-login)?(\/|$)/.test(pathname);
}

export const apiBases = { admin: '/marketplace', customer: '/marketplace-customer' } as const;
export type ApiBase = keyof typeof apiBases;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** SPEC §5: empty and null values are dropped from query parameters. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      value.filter((item) => item !== '').forEach((item) => params.append(key, String(item)));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Records leave the API with `_id`; the client speaks `id`. This is the one place that maps it. */
export type WithId<T> = T extends readonly (infer U)[]
  ? WithId<U>[]
  : T extends object
    ? { [K in keyof T as K extends '_id' ? 'id' : K]: WithId<T[K]> }
    : T;

export function mapIds<T>(value: T): WithId<T> {
  if (Array.isArray(value)) return value.map(mapIds) as WithId<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key === '_id' ? 'id' : key, mapIds(item)]),
    ) as WithId<T>;
  }
  return value as WithId<T>;
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export type RequestOptions<S extends z.ZodType> = {
  /** Validates the answer; a response that does not match is an error, never silently used. */
  schema: S;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Every call to our API: bearer token of the current realm (CMS token on /cms pages, otherwise the
 * marketplace token), the timezone header and Accept-Language from the stored UI language.
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<WithId<z.output<S>>> {
  const cms = isCmsPath(window.location.pathname);
  const token = readToken(cms ? storageKeys.cmsAccessToken : storageKeys.accessToken);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': readStoredLanguage(),
    timezone: timeZone(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const base = apiBases[options.base ?? (cms ? 'admin' : 'customer')];
  let response: Response;
  try {
    response = await fetch(`${base}${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', defaultErrorMessage);
  }

  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(payload);
    const error = envelope.success ? envelope.data.error : undefined;
    throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message || defaultErrorMessage, error?.fields);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', defaultErrorMessage);
  return mapIds(parsed.data as z.output<S>);
}
