import { defaultErrorMessage, errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { uploadedFileResponseSchema, type UploadedFile } from '@iot/shared/files';
import { readAccessToken, readAccountKind, type SessionRealm } from './auth/token-store.ts';
import { ApiError, apiBases, apiRequest, unreadAnswer } from './client.ts';
import { readStoredLanguage } from '../lib/storage.ts';

type UploadTarget = {
  url: string;
  realm: SessionRealm;
  /** A cheap authenticated GET of the realm: on a 401 the client refreshes the session through it. */
  refresh: () => Promise<unknown>;
};

function send(file: File, target: UploadTarget): Promise<Response> {
  const form = new FormData();
  form.append('file', file);
  const token = readAccessToken(target.realm);
  return fetch(target.url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': readStoredLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
}

/**
 * POST of one multipart file (the shared JSON client sends JSON only). A 401 goes through the
 * client once, which refreshes the session, and the upload is tried again.
 */
async function upload(file: File, target: UploadTarget): Promise<UploadedFile> {
  let response: Response;
  try {
    response = await send(file, target);
    if (response.status === 401) {
      await target.refresh().catch(() => undefined);
      response = await send(file, target);
    }
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', defaultErrorMessage);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorEnvelopeSchema.safeParse(payload).data?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message || defaultErrorMessage,
      error?.fields,
    );
  }
  const parsed = uploadedFileResponseSchema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', defaultErrorMessage);
  return parsed.data.data;
}

/** POST /marketplace/files: a back-office image or document. */
export function uploadFile(file: File, purpose: 'image' | 'document'): Promise<UploadedFile> {
  return upload(file, {
    url: `${apiBases.admin}/files?purpose=${purpose}`,
    realm: 'cms',
    refresh: () => apiRequest('/admins/admins/myProfile', { schema: unreadAnswer, base: 'admin' }),
  });
}

/** POST /marketplace-customer/files/avatar: the signed-in customer's avatar image. */
export function uploadAvatar(file: File): Promise<UploadedFile> {
  return upload(file, {
    url: `${apiBases.customer}/files/avatar`,
    realm: 'marketplace',
    refresh: () =>
      apiRequest(readAccountKind() === 'tenant' ? '/users/mine' : '/companies/mine', {
        schema: unreadAnswer,
        base: 'customer',
      }),
  });
}
