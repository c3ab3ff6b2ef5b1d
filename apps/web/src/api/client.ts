import type { z } from 'zod';
import { defaultErrorMessage } from '@iot/shared/api-errors';
import { readStoredLanguage } from '../lib/storage.ts';
import {
  clearTokens,
  readAccessToken,
  readRefreshToken,
  realmOfToken,
  storeTokens,
  type SessionRealm,
} from './auth/token-store.ts';

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
    /** What the server added to recover with (the envelope's `details`: a 409's new receipt). */
    readonly details?: Record<string, unknown>,
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

let browserTimeZone: string | undefined;

/**
 * The device's time zone, sent so the API counts the dashboard's days as the viewer's; read once,
 * since resolving a DateTimeFormat is slow and every request sends it. Read from Intl, as dayjs's
 * timezone plugin does too, so that every page's first load stays without dayjs.
 */
function timeZone(): string {
  if (browserTimeZone) return browserTimeZone;
  try {
    browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    browserTimeZone = 'UTC';
  }
  return browserTimeZone;
}

/**
 * A schema, or a function that imports it: a request made only after the page is live takes its
 * schema's module then, rather than have every page build it while starting (issue 12).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** The schema of an answer nobody reads (a deletion, a logout), imported with the request. */
export const unreadAnswer: SchemaSource<z.ZodUnknown> = () =>
  import('./unread-answer.ts').then((module) => module.unreadAnswerSchema);

export type RequestOptions<S extends z.ZodType> = {
  /** Validates the answer; a response that does not match is an error, never silently used. */
  schema: SchemaSource<S>;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra headers, such as the captcha token of a sign-in. */
  headers?: Record<string, string>;
  /**
   * The answer's language (Accept-Language); the stored UI language by default. A query keyed by
   * language passes it: a route loader runs before the page stores the URL's language, and the
   * answer must match its key.
   */
  language?: string;
  signal?: AbortSignal;
};

/**
 * How a request travels: the browser's fetch, or, while the server draws a storefront page, a call
 * straight into the API's own routes (apps/api/src/http/storefront-pages.ts).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const sessionOfBase: Record<ApiBase, SessionRealm> = { admin: 'cms', customer: 'marketplace' };
const refreshPaths: Record<ApiBase, string> = { admin: '/admins/auth/refresh', customer: '/auth/refresh' };

/**
 * Sign-in, registration, recovery and the refresh itself answer 401 for wrong credentials or a dead
 * session; refreshing and retrying them would only repeat the failure (or loop).
 */
export function isAuthEndpoint(path: string): boolean {
  return /\/auth\/|\/(login|signin|register|verify-registration|resend-verification|check-data|forget-password|verify-password-otp|reset-password)$/.test(
    path.split('?')[0] ?? path,
  );
}

const refreshesInFlight = new Map<ApiBase, Promise<boolean>>();

/**
 * SPEC §4, §6: one refresh for the realm, shared by every request that met a 401 meanwhile. The new
 * pair goes to the store the token's isAdmin flag names. A refused refresh token ends that session.
 */
function refreshSession(base: ApiBase): Promise<boolean> {
  const pending = refreshesInFlight.get(base);
  if (pending) return pending;
  const refresh = (async () => {
    const refreshToken = readRefreshToken(sessionOfBase[base]);
    if (!refreshToken) return false;
    let response: Response;
    try {
      response = await fetch(`${apiBases[base]}${refreshPaths[base]}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Accept-Language': readStoredLanguage(),
          timezone: timeZone(),
        },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      return false;
    }
    if (!response.ok) {
      if (response.status === 400 || response.status === 401 || response.status === 403)
        clearTokens(sessionOfBase[base]);
      return false;
    }
    const { refreshResponseSchema } = await import('@iot/shared/auth');
    const parsed = refreshResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return false;
    storeTokens(realmOfToken(parsed.data.data.accessToken), parsed.data.data);
    return true;
  })().finally(() => refreshesInFlight.delete(base));
  refreshesInFlight.set(base, refresh);
  return refresh;
}

/** Sends with the realm's token, refreshing the session once on a 401; the caller reads the answer. */
async function sendApiRequest(path: string, options: Omit<RequestOptions<z.ZodType>, 'schema'>): Promise<Response> {
  // The server draws storefront pages only, whose reads are the customer API's.
  const base =
    options.base ?? (typeof window !== 'undefined' && isCmsPath(window.location.pathname) ? 'admin' : 'customer');
  const url = `${apiBases[base]}${path}${buildQuery(options.query)}`;

  let sentToken: string | null = null;
  const send = async (): Promise<Response> => {
    const token = readAccessToken(sessionOfBase[base]);
    sentToken = token;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language ?? readStoredLanguage(),
      timezone: timeZone(),
      ...options.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await transport(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK_ERROR', defaultErrorMessage);
    }
  };

  let response = await send();
  if (response.status === 401 && !isAuthEndpoint(path)) {
    // A refresh that another request finished while this one was under way already gave a new
    // token: retry with it rather than refresh the session a second time.
    const current = readAccessToken(sessionOfBase[base]);
    const refreshedMeanwhile = current !== null && current !== sentToken;
    if (refreshedMeanwhile || (await refreshSession(base))) response = await send();
  }
  return response;
}

/**
 * Every call to our API: bearer token of the current realm (CMS token on /cms pages, otherwise the
 * marketplace token), the timezone header and Accept-Language from the stored UI language. A 401
 * refreshes the session once and retries once (SPEC §4); without a refresh token it fails.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<WithId<z.output<S>>> {
  const response = await sendApiRequest(path, options);
  if (!response.ok) await throwApiError(response);
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', defaultErrorMessage);
  return mapIds(parsed.data as z.output<S>);
}

/** A failed answer as an ApiError: the envelope's code, message and fields, or the default text. */
async function throwApiError(response: Response): Promise<never> {
  const [{ errorEnvelopeSchema }, body] = await Promise.all([
    import('@iot/shared/api-envelope'),
    response.json().catch(() => undefined),
  ]);
  const envelope = errorEnvelopeSchema.safeParse(body);
  const error = envelope.success ? envelope.data.error : undefined;
  throw new ApiError(
    response.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message || defaultErrorMessage,
    error?.fields,
    error?.details,
  );
}

/**
 * A call whose answer is text, not JSON (a CSV export), with the same token, refresh and error
 * envelope handling as apiRequest.
 */
export async function apiText(path: string, options: Omit<RequestOptions<z.ZodType>, 'schema'>): Promise<string> {
  const response = await sendApiRequest(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (!response.ok) await throwApiError(response);
  return response.text();
}

/**
 * A file the API answers (a CSV export, a PDF), as its bytes with the name its Content-Disposition
 * gives: reading it as text would drop the byte order mark a spreadsheet needs to read it as UTF-8.
 * Same token, refresh and errors as apiRequest.
 */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions<z.ZodType>, 'schema'>,
): Promise<{ file: Blob; filename: string | undefined }> {
  const response = await sendApiRequest(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (!response.ok) await throwApiError(response);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { file: await response.blob(), filename };
}

export async function apiBlob(path: string, options: Omit<RequestOptions<z.ZodType>, 'schema'>): Promise<Blob> {
  return (await apiFile(path, options)).file;
}

/** The text an alert shows for a failed mutation (SPEC §8): the server's message or the default. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error
    ? error.message || defaultErrorMessage
    : defaultErrorMessage;
}
