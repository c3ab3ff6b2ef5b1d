import { defaultErrorMessage, errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { uploadedFileResponseSchema, type UploadedFile } from '@iot/shared/files';
import { readAccessToken } from './auth/token-store.ts';
import { ApiError, apiBases, apiRequest, unreadAnswer } from './client.ts';
import { readStoredLanguage } from '../lib/storage.ts';

function send(file: File, purpose: 'image' | 'document'): Promise<Response> {
  const form = new FormData();
  form.append('file', file);
  const token = readAccessToken('cms');
  return fetch(`${apiBases.admin}/files?purpose=${purpose}`, {
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
 * POST /marketplace/files as multipart (the shared JSON client sends JSON only). A 401 goes
 * through the client once, which refreshes the CMS session, and the upload is tried again.
 */
export async function uploadFile(file: File, purpose: 'image' | 'document'): Promise<UploadedFile> {
  let response: Response;
  try {
    response = await send(file, purpose);
    if (response.status === 401) {
      await apiRequest('/admins/admins/myProfile', { schema: unreadAnswer, base: 'admin' }).catch(() => undefined);
      response = await send(file, purpose);
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
