import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

/**
 * Issue 12, what travels over the wire: API answers are compressed for a browser that accepts it,
 * and the built web app is sent from the copies the build precompressed, whichever the browser
 * accepts, with the plain file for one that accepts none.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'iot-web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const page = `<!doctype html><html><head><title>Shop</title></head><body>${'<div></div>'.repeat(200)}</body></html>\n`;
mkdirSync(path.join(dist, 'assets'));
for (const [file, text] of [
  ['assets/app-1234.js', script],
  ['index.html', page],
] as const) {
  const target = path.join(dist, file);
  writeFileSync(target, text);
  writeFileSync(`${target}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${target}.gz`, gzipSync(Buffer.from(text)));
}

// One engine is enough: this is about the HTTP layer, not the database.
describe('compressed answers', () => {
  const t = useTestApp(
    { name: 'pglite' },
    { resetEachTest: false, configure: (config) => ({ ...config, webDistDir: dist }) },
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('compresses a large API answer with brotli or gzip, as the browser accepts, and leaves it plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const brotli = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // A small answer is not worth it.
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends the built scripts and pages from their precompressed copies', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes the build wrote, not a compression made for this request.
    expect(brotli.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-1234.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-1234.js.gz')))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // A client route falls back to the page, compressed the same way and never cached.
    const route = await t.app.inject({ method: 'GET', url: '/en/products', headers: { 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.rawPayload.equals(readFileSync(path.join(dist, 'index.html.br')))).toBe(true);
  });
});
