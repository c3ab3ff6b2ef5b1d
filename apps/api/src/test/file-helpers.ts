import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** One file in a multipart/form-data body, as a browser's upload field sends it (field `file`). */
export function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A plain PNG of the given size. */
export const png = (width: number, height: number, background = '#1f4ea3') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
