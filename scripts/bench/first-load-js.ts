import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readWebBuild } from '../web-build-manifest.ts';

export type FirstLoad = { page: string; files: number; rawBytes: number; gzipBytes: number; brotliBytes: number };

export const storefrontPages = [
  { page: 'home', route: /routes\/store\/home-route\.tsx$/ },
  { page: 'list', route: /routes\/store\/products-route\.tsx$/ },
  { page: 'product page', route: /routes\/store\/product-route\.tsx$/ },
];

/**
 * The JavaScript a first visit to a page downloads: the entry, the page's lazy route chunk, and
 * every chunk they import statically (what the browser must have before the page can render),
 * compressed as the build's precompressed copies are (apps/web/precompress-plugin.ts).
 */
export function firstLoadJavaScript(distDir: string, page: string, routePattern: RegExp): FirstLoad {
  const build = readWebBuild(distDir);
  const starts = [
    ...(build.entry ? [build.entry] : []),
    ...build.storefrontRoutes.filter((route) => routePattern.test(route)),
  ];
  const chunks = new Set(starts.flatMap((start) => build.staticClosure(start)));
  const files = [...chunks].map(build.fileOf).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    };
  });
  const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, size) => total + size[key], 0);
  return { page, files: files.length, rawBytes: sum('raw'), gzipBytes: sum('gzip'), brotliBytes: sum('brotli') };
}
