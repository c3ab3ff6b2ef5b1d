import { randomUUID } from 'node:crypto';
import { fileManagerBase, responsiveImageWidths, type UploadedFile } from '@iot/shared/files';
import type { Database } from '../../db/database.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { recordAudit, type AuditActor } from '../audit/audit-service.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  documentTypeMessage,
  imageTypeMessage,
  looksLikePdf,
  reencodeImage,
  responsiveWebp,
  sniff,
  type UploadPurpose,
} from './file-content.ts';
import { findFileRow, insertFileRow, type FileVariant } from './file-repository.ts';
import type { FileStorage } from './file-storage.ts';
import type { FileRow } from './file-table.ts';

function unsupported(purpose: UploadPurpose): AppError {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', purpose === 'image' ? imageTypeMessage : documentTypeMessage, {
    file: purpose === 'image' ? imageTypeMessage : documentTypeMessage,
  });
}

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    _id: row.id,
    purpose: row.purpose,
    url: `${fileManagerBase}/${row.id}`,
    thumbnailUrl: row.purpose === 'image' ? `${fileManagerBase}/${row.id}/thumbnail` : null,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
  };
}

const extensionOf: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The name a stored file is offered under: the uploader's name without its folders or extension,
 * only letters, digits, spaces, `-` and `_` (no dots, quotes, slashes or direction marks), at most
 * 100 characters, with the extension of what the bytes are. `evil.html` holding a PDF is
 * `evil.pdf`: the browser names and opens a download by its extension, never by what it claimed.
 */
export function safeFileName(originalName: string, mime: string): string {
  const base = originalName.split(/[\\/]/).at(-1) ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]+/gu, '_')
    .replace(/^[\s_-]+|[\s_-]+$/gu, '')
    .slice(0, 100);
  return `${stem || 'file'}.${extensionOf[mime] ?? 'bin'}`;
}

/** Stores an upload after checking what it really is; images are re-encoded with a thumbnail. */
export async function storeUpload(
  ctx: ServiceContext,
  storage: FileStorage,
  purpose: UploadPurpose,
  data: Buffer,
  originalName: string,
  /** The back-office request's actor; the demo data, stored at start-up, has none. */
  audit?: AuditActor,
): Promise<UploadedFile> {
  const { db } = ctx;
  // The audit-log entry in the file's own transaction (DESIGN §Operations); not `auditedWrite`, so
  // no transaction is open while the image is re-encoded.
  const recorded = async (tx: Database, file: UploadedFile) => {
    if (!audit) return file;
    await recordAudit(withDb(ctx, tx), audit, {
      action: 'upload',
      resource: 'files',
      resourceId: file._id,
      before: null,
      after: file,
    });
    return file;
  };
  const kind = sniff(data);
  const id = randomUUID();

  if (purpose === 'image') {
    if (kind !== 'png' && kind !== 'jpeg') throw unsupported(purpose);
    const image = await reencodeImage(data, kind).catch(() => {
      throw unsupported(purpose);
    });
    return db.transaction(async (tx) => {
      const row = await insertFileRow(tx, {
        id,
        purpose,
        mime: image.mime,
        size: image.original.length,
        originalName: safeFileName(originalName, image.mime),
        width: image.width,
        height: image.height,
        storage: storage.kind,
      });
      await storage.put(tx, id, 'original', image.original);
      await storage.put(tx, id, 'thumbnail', image.thumbnail);
      for (const copy of image.webp) await storage.put(tx, id, `${copy.width}.webp`, copy.data);
      return recorded(tx, toUploadedFile(row));
    });
  }
  if (kind !== 'pdf' || !looksLikePdf(data)) throw unsupported(purpose);
  return db.transaction(async (tx) => {
    const row = await insertFileRow(tx, {
      id,
      purpose,
      mime: 'application/pdf',
      size: data.length,
      originalName: safeFileName(originalName, 'application/pdf'),
      width: null,
      height: null,
      storage: storage.kind,
    });
    await storage.put(tx, id, 'original', data);
    return recorded(tx, toUploadedFile(row));
  });
}

export async function readStoredFile(ctx: ServiceContext, storage: FileStorage, id: string, variant: FileVariant) {
  const { db } = ctx;
  const row = await findFileRow(db, id);
  if (!row || (variant !== 'original' && row.purpose !== 'image')) throw notFound('File not found');
  const data = (await storage.get(db, id, variant)) ?? (await makeMissingWebp(db, storage, id, variant));
  if (!data) throw notFound('File not found');
  return { row, data };
}

/**
 * Images uploaded before the WebP copies existed get theirs on first request, kept like the others,
 * so every image a page lists has a `srcset` whatever its age.
 */
async function makeMissingWebp(
  db: ServiceContext['db'],
  storage: FileStorage,
  id: string,
  variant: FileVariant,
): Promise<Buffer | undefined> {
  const width = responsiveImageWidths.find((candidate) => variant === `${candidate}.webp`);
  if (!width) return undefined;
  const original = await storage.get(db, id, 'original');
  if (!original) return undefined;
  const data = await responsiveWebp(original, width);
  await storage.put(db, id, `${width}.webp`, data);
  return data;
}
