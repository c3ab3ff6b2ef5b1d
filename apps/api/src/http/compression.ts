import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * How API answers are compressed: @fastify/compress with these options (app.ts), and the public
 * cache's answers (public-cache.ts), which are compressed once and then sent as they are, by the
 * same rules, so an answer is encoded alike whether it comes from the cache or not.
 */
export const apiCompression = { threshold: 1024, encodings: ['br', 'gzip'] } as const;

export type ApiEncoding = (typeof apiCompression.encodings)[number];

/** @fastify/compress's reading of Accept-Encoding: `*` and `x-gzip` stand for gzip. */
const gzipAliases = /\*|x-gzip/gu;

/** The encoding @fastify/compress would choose for an answer of this size, or undefined for none. */
export function negotiatedEncoding(request: FastifyRequest, size: number): ApiEncoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || size < apiCompression.threshold) return undefined;
  if (request.headers['x-no-compression'] !== undefined) return undefined;
  const encoding = negotiate(accepted.toLowerCase().replace(gzipAliases, 'gzip'), [...apiCompression.encodings]);
  return encoding ?? undefined;
}

/**
 * Brotli at @fastify/compress's quality (4), told the answer is text and its size (the encoder then
 * sizes its window to the answer rather than to 4 MiB); gzip with zlib's defaults, as the plugin.
 */
export function compressAnswer(body: Buffer, encoding: ApiEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}
