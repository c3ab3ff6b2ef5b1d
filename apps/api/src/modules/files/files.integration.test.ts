import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { responsiveImageUrl, type UploadedFile } from '@iot/shared/files';
import { multipart, png } from '../../test/file-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseTargets())('files on $name', (target) => {
  const t = useTestApp(target);
  let admin: string;

  beforeEach(async () => {
    admin = await t.adminToken();
  });

  async function upload(filename: string, contentType: string, data: Buffer, purpose = 'image', token = admin) {
    const body = multipart(filename, contentType, data);
    return t.app.inject({
      method: 'POST',
      url: `/marketplace/files?purpose=${purpose}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('stores a PNG re-encoded, serves it and its thumbnail with long-lived cache headers', async () => {
    const response = await upload('gateway.png', 'image/png', await png(1200, 800));
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<{ data: UploadedFile }>().data;
    expect(file).toMatchObject({
      purpose: 'image',
      mime: 'image/png',
      width: 1200,
      height: 800,
      originalName: 'gateway.png',
      url: `/files/${file._id}`,
      thumbnailUrl: `/files/${file._id}/thumbnail`,
    });

    const original = await t.app.inject({ method: 'GET', url: file.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);

    const thumbnail = await t.app.inject({ method: 'GET', url: file.thumbnailUrl ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    const thumbnailSize = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbnailSize.width, thumbnailSize.height]).toEqual([400, 267]);

    const again = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { 'if-none-match': original.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps WebP copies at 320, 640 and 1024 px (never enlarged), cached like the original', async () => {
    const file = (
      await upload(
        'wide.jpg',
        'image/jpeg',
        await sharp(await png(1500, 1000))
          .jpeg()
          .toBuffer(),
      )
    ).json<{
      data: UploadedFile;
    }>().data;
    for (const [width, expected] of [
      [320, [320, 213]],
      [640, [640, 427]],
      [1024, [1024, 683]],
    ] as const) {
      const copy = await t.app.inject({ method: 'GET', url: responsiveImageUrl(file.url, width) });
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await sharp(copy.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', ...expected]);
      const again = await t.app.inject({
        method: 'GET',
        url: responsiveImageUrl(file.url, width),
        headers: { 'if-none-match': copy.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    // Stored at upload, not made per request.
    const { rows } = (await t.app.db.execute(
      sql`select variant from file_blobs where file_id = ${file._id} order by variant`,
    )) as unknown as { rows: { variant: string }[] };
    expect(rows.map((row) => row.variant)).toEqual(['1024.webp', '320.webp', '640.webp', 'original', 'thumbnail']);

    const small = (await upload('small.png', 'image/png', await png(500, 250))).json<{ data: UploadedFile }>().data;
    const notEnlarged = await t.app.inject({ method: 'GET', url: responsiveImageUrl(small.url, 1024) });
    expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(500);
  });

  it('an image stored before the WebP copies gets each one on its first request, and keeps it', async () => {
    const file = (await upload('old.png', 'image/png', await png(800, 800))).json<{ data: UploadedFile }>().data;
    await t.app.db.execute(sql`delete from file_blobs where file_id = ${file._id} and variant like '%.webp'`);
    const copy = await t.app.inject({ method: 'GET', url: responsiveImageUrl(file.url, 640) });
    expect(copy.statusCode, copy.body).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(640);
    const { rows } = (await t.app.db.execute(
      sql`select variant from file_blobs where file_id = ${file._id} and variant like '%.webp'`,
    )) as unknown as { rows: { variant: string }[] };
    expect(rows.map((row) => row.variant)).toEqual(['640.webp']);
  });

  it('accepts JPEG, dropping its metadata', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00a3a1' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .toBuffer();
    const response = await upload('photo.jpg', 'image/jpeg', jpeg);
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: response.json<{ data: UploadedFile }>().data.url });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.rawPayload.includes(Buffer.from('secret camera'))).toBe(false);
  });

  it('refuses an image over 1 MB with the SPEC §5 message', async () => {
    const noisy = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1.1 * 1024 * 1024);
    const response = await upload('big.png', 'image/png', noisy);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error).toMatchObject({
      message: 'Image size over 1 MB. Please upload a smaller file.',
      fields: { file: 'Image size over 1 MB. Please upload a smaller file.' },
    });
  });

  it('judges by content: a text file renamed .png, a PDF sent as an image and a broken PNG are refused', async () => {
    for (const [name, type, data] of [
      ['notes.png', 'image/png', Buffer.from('just some text, not an image')],
      ['manual.png', 'image/png', Buffer.from('%PDF-1.4\n%fake\n')],
      ['broken.png', 'image/png', Buffer.concat([(await png(10, 10)).subarray(0, 20)])],
    ] as const) {
      const response = await upload(name, type, data);
      expect(response.statusCode, name).toBe(415);
      expect(response.json<ErrorBody>().error.message).toBe('Only PNG and JPEG images are allowed');
    }
  });

  /** The smallest well-formed PDF: objects, a cross-reference table at the offset startxref names, %%EOF. */
  function pdfDocument(): Buffer {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
    let text = '%PDF-1.4\n';
    const offsets = objects.map((body, index) => {
      const offset = text.length;
      text += `${index + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = text.length;
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
  }

  it('stores PDF documents, serves them as downloads, and refuses other documents', async () => {
    const pdf = pdfDocument();
    const response = await upload('datasheet.pdf', 'application/pdf', pdf, 'document');
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<{ data: UploadedFile }>().data;
    expect(file).toMatchObject({ purpose: 'document', mime: 'application/pdf', thumbnailUrl: null });
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="datasheet.pdf"; filename*=UTF-8''datasheet.pdf`,
    );
    expect((await t.app.inject({ method: 'GET', url: `${file.url}/thumbnail` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: responsiveImageUrl(file.url, 640) })).statusCode).toBe(404);

    // Only the first bytes of a PDF: a header on a text, a header and %%EOF without a cross-reference, an offset past the end.
    const impostors = {
      'an executable': Buffer.from('MZ fake executable'),
      'a header on a script': Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n'),
      'no cross-reference': Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
      'startxref past the end': Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nstartxref\n99999\n%%EOF\n'),
      'startxref on nothing': Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nstartxref\n12\n%%EOF\n'),
    };
    for (const [name, data] of Object.entries(impostors)) {
      const refused = await upload('tool.pdf', 'application/pdf', data, 'document');
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json<ErrorBody>().error.message, name).toBe('Only PDF documents are allowed');
    }
  });

  it('serves images inline, for pages to show', async () => {
    const file = (await upload('a.png', 'image/png', await png(5, 5))).json<{ data: UploadedFile }>().data;
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-disposition']).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
  });

  it('serves a PDF uploaded under another name as <safe name>.pdf, an attachment of type application/pdf', async () => {
    const named = async (filename: string) => {
      const response = await upload(filename, 'text/html', pdfDocument(), 'document');
      expect(response.statusCode, response.body).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: response.json<{ data: UploadedFile }>().data.url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      return served.headers['content-disposition'];
    };
    expect(await named('evil.html')).toBe(`attachment; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
    // Folders, markup, a right-to-left override (which would show the name reversed), a second extension.
    expect(await named('../../etc/<b>\u202Etxt.exe')).toBe(
      `attachment; filename="b_txt.pdf"; filename*=UTF-8''b_txt.pdf`,
    );
    expect(await named('report.pdf.html')).toBe(
      `attachment; filename="report_pdf.pdf"; filename*=UTF-8''report_pdf.pdf`,
    );
    expect(await named('تقرير.svg')).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير')}.pdf`,
    );
    expect(await named('.html')).toBe(`attachment; filename="file.pdf"; filename*=UTF-8''file.pdf`);
  });

  it('uploads are for administrators; a missing file is a 400; unknown files are 404', async () => {
    const anonymous = multipart('a.png', 'image/png', await png(5, 5));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/marketplace/files',
          headers: { 'content-type': anonymous.contentType },
          payload: anonymous.payload,
        })
      ).statusCode,
    ).toBe(401);
    expect((await upload('a.png', 'image/png', await png(5, 5), 'image', await t.customerToken())).statusCode).toBe(
      401,
    );

    const empty = await t.app.inject({
      method: 'POST',
      url: '/marketplace/files',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/files/11111111-1111-4111-8111-111111111111' })).statusCode).toBe(
      404,
    );
  });
});
