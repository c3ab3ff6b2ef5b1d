import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches; images and fonts are compressed formats already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const smallest = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built text file, at the highest
 * levels, once per build: the server sends the copy the browser accepts instead of compressing
 * each answer (issue 12: what travels over the wire). Build manifests are left alone.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'iot:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(dir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < smallest) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
