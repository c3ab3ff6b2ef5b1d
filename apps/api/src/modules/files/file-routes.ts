import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { responsiveImageWidths, uploadedFileResponseSchema, uploadQuerySchema } from '@iot/shared/files';
import { AppError, validationFailed } from '../../http/app-error.ts';
import { auditActorOf, type AuditActor } from '../audit/audit-service.ts';
import { requireAdmin, requireCustomer } from '../auth/guards.ts';
import { limitPerIp } from '../rate-limit/rate-limit-guards.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { documentTooLargeMessage, imageTooLargeMessage, uploadLimits, type UploadPurpose } from './file-content.ts';
import { readStoredFile, safeFileName, storeUpload } from './file-service.ts';
import type { FileStorage } from './file-storage.ts';
import type { FileVariant } from './file-repository.ts';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';

const errors = { ...adminErrorResponses, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };

const uploadMultipart = { limits: { files: 1, fields: 5, fileSize: uploadLimits.document } };

/** The one multipart `file` of a request, stored for `purpose` (checked by content, re-encoded). */
async function storeRequestFile(
  app: FastifyInstance,
  request: FastifyRequest,
  storage: FileStorage,
  purpose: UploadPurpose,
  audit?: AuditActor,
) {
  const tooLarge = purpose === 'image' ? imageTooLargeMessage : documentTooLargeMessage;
  const part = await request.file({ limits: { fileSize: uploadLimits[purpose] } }).catch(() => undefined);
  if (!part) throw validationFailed({ file: 'File is required' });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', tooLarge, { file: tooLarge });
    throw error;
  }
  return storeUpload(app, storage, purpose, data, part.filename, audit);
}

/** Admin upload: POST /marketplace/files?purpose=image|document with one multipart field `file`. */
export function fileUploadRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipart);
    app.post('/files', {
      preHandler: requireAdmin,
      schema: {
        tags: ['files'],
        security: [{ adminBearer: [] }],
        'x-permission': 'files:write',
        summary: 'Upload an image (png/jpeg, ≤ 1 MB) or a PDF document (≤ 10 MB)',
        operationId: 'uploadAdminFile',
        description:
          'Stores one multipart file for the back office and answers its id and URL. Images (PNG or JPEG up to 1 MB) are checked by their content and re-encoded; PDF documents may be up to 10 MB. Anything else is refused.',
        querystring: uploadQuerySchema,
        response: { 201: uploadedFileResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const file = await storeRequestFile(app, request, storage, request.query.purpose, auditActorOf(request));
        return reply.status(201).send({ data: file });
      },
    });
  };
}

/**
 * A signed-in customer's avatar (SPEC §3 marketplace user: avatar): images only, under the same
 * checks as the back office's (SPEC §5: png or jpeg, 1 MB, re-encoded), limited per address. The
 * profile PATCH then accepts only a URL this store answered.
 */
export function customerAvatarUploadRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipart);
    app.post('/files/avatar', {
      preHandler: [requireCustomer, limitPerIp('customer-upload', 'customerUploadsPerIp')],
      schema: {
        tags: ['files'],
        security: [{ customerBearer: [] }],
        summary: 'Upload an avatar image (png/jpeg, ≤ 1 MB) for the signed-in customer’s profile',
        operationId: 'uploadCustomerAvatar',
        description:
          'Stores one multipart image (field `file`, PNG or JPEG up to 1 MB, checked by its content and re-encoded) and answers its id and URL, to send as `avatar` in the profile update. Limited per address.',
        response: {
          201: uploadedFileResponseSchema,
          ...errorResponses(400, 401, 403, 429),
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
      handler: async (request, reply) => {
        const file = await storeRequestFile(app, request, storage, 'image');
        return reply.status(201).send({ data: file });
      },
    });
  };
}

/** RFC 6266: an ASCII `filename` for old clients, the UTF-8 name in `filename*` for the rest. */
function contentDisposition(mime: string, name: string): string {
  const disposition = mime === 'application/pdf' ? 'attachment' : 'inline';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const variantRoutes = [
  {
    variant: 'original',
    path: '/files/:id',
    summary: 'Download a file',
    operationId: 'getFile',
    description:
      'Sends the stored bytes with their type; a PDF goes as an attachment to download. Public, cached for a year (ids never change content), 304 for a matching If-None-Match.',
  },
  {
    variant: 'thumbnail',
    path: '/files/:id/thumbnail',
    summary: 'A 400 px thumbnail of an image',
    operationId: 'getFileThumbnail',
    description:
      'An image scaled down to fit 400 px, for lists and pickers. Public, cached for a year; 404 for a document.',
  },
  ...responsiveImageWidths.map((width) => ({
    variant: `${width}.webp` as const,
    path: `/files/:id/${width}.webp`,
    summary: `An image as WebP at most ${width} px wide`,
    operationId: `getFileWebp${width}`,
    description: `The image re-encoded as WebP no wider than ${width} px, one of the sizes of the storefront’s srcset. Public, cached for a year; 404 for a document.`,
  })),
] satisfies { variant: FileVariant; path: string; summary: string; operationId: string; description: string }[];

/**
 * Public file manager: GET /files/{id}, /files/{id}/thumbnail and /files/{id}/{320,640,1024}.webp;
 * ids never change content, so cache for a year.
 */
export function fileServeRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { variant, path, summary, operationId, description } of variantRoutes) {
      app.get(path, {
        // Binary answers: no JSON response schema; errors still leave as the envelope.
        schema: { tags: ['files'], summary, operationId, description, params: idParams },
        handler: async (request, reply) => {
          const etag = `"${request.params.id}-${variant}"`;
          if (request.headers['if-none-match'] === etag) return reply.status(304).send();
          const { row, data } = await readStoredFile(app, storage, request.params.id, variant);
          return (
            reply
              .header('Content-Type', variant.endsWith('.webp') ? 'image/webp' : row.mime)
              .header('Cache-Control', 'public, max-age=31536000, immutable')
              .header('ETag', etag)
              .header('X-Content-Type-Options', 'nosniff')
              // Images show in pages; a PDF opens in the browser's own viewer only after a download, so
              // script or forms inside one never run on this site's origin.
              // Named by what the bytes are (safeFileName), also for files stored before names were.
              .header('Content-Disposition', contentDisposition(row.mime, safeFileName(row.originalName, row.mime)))
              .send(data)
          );
        },
      });
    }
  };
}
