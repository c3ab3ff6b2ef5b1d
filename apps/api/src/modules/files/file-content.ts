import sharp, { type Sharp } from 'sharp';
import { responsiveImageWidths, type ResponsiveImageWidth } from '@iot/shared/files';

export type UploadPurpose = 'image' | 'document';

// SPEC §5: images are png, jpeg or jpg and at most 1 MB. Documents (datasheets, certificates) are PDFs.
export const uploadLimits = { image: 1024 * 1024, document: 10 * 1024 * 1024 } as const;
export const imageTooLargeMessage = 'Image size over 1 MB. Please upload a smaller file.';
export const documentTooLargeMessage = 'File size over 10 MB. Please upload a smaller file.';
export const imageTypeMessage = 'Only PNG and JPEG images are allowed';
export const documentTypeMessage = 'Only PDF documents are allowed';

/** The real type of the bytes, whatever the file name or the declared content type says. */
export function sniff(data: Buffer): 'png' | 'jpeg' | 'pdf' | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return undefined;
}

/**
 * A PDF by structure, not only by its first bytes (SPEC §5 documents): a `%PDF-1.x`/`%PDF-2.x`
 * header, at least one object, and a tail of `startxref <offset> %%EOF` whose offset lands inside
 * the file on a cross-reference table (`xref`) or a cross-reference stream object. A text or an
 * executable that merely starts with `%PDF-` fails here.
 */
export function looksLikePdf(data: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  const tail = data.subarray(Math.max(0, data.length - 2048)).toString('latin1');
  const offset = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(offset) || offset <= 8 || offset >= data.length) return false;
  const target = data.subarray(offset, offset + 64).toString('latin1');
  if (!/^xref\s/.test(target) && !/^\d+\s+\d+\s+obj\b/.test(target)) return false;
  return /\d+\s+\d+\s+obj\b/.test(data.subarray(0, Math.min(data.length, 4096)).toString('latin1'));
}

export type EncodedImage = {
  original: Buffer;
  thumbnail: Buffer;
  /** WebP copies at the responsive widths (responsiveWebp). */
  webp: { width: ResponsiveImageWidth; data: Buffer }[];
  width: number;
  height: number;
  mime: string;
};

/**
 * A stored image as WebP at most `width` pixels wide (never enlarged). Quality 80 at effort 4: a
 * few tens of milliseconds a copy; smart chroma subsampling keeps thin coloured lines crisp. AVIF
 * would be a third smaller again but costs two to six times as long to encode with libaom
 * (measured on the demo pictures), on every upload and demo seed.
 */
export async function responsiveWebp(image: Buffer, width: ResponsiveImageWidth): Promise<Buffer> {
  return sharp(image)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4, smartSubsample: true })
    .toBuffer();
}

/**
 * Re-encodes an upload: decodes it for real (a renamed text file fails here), applies the EXIF
 * orientation, drops metadata (location, camera), caps the size and makes a 400 px thumbnail and
 * the responsive WebP copies.
 */
export async function reencodeImage(data: Buffer, format: 'png' | 'jpeg'): Promise<EncodedImage> {
  const input = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
  const encode = (image: Sharp) =>
    format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true });
  const { data: original, info } = await encode(
    input.clone().resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true }),
  ).toBuffer({ resolveWithObject: true });
  const thumbnail = await encode(
    input.clone().resize({ width: 400, height: 400, fit: 'inside', withoutEnlargement: true }),
  ).toBuffer();
  const webp = await Promise.all(
    responsiveImageWidths.map(async (width) => ({ width, data: await responsiveWebp(original, width) })),
  );
  return {
    original,
    thumbnail,
    webp,
    width: info.width,
    height: info.height,
    mime: format === 'png' ? 'image/png' : 'image/jpeg',
  };
}
