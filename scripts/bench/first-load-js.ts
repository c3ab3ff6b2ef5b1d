import { firstLoadJavaScript as measure } from '../web-build-manifest.ts';

export type FirstLoad = { page: string; files: number; rawBytes: number; gzipBytes: number; brotliBytes: number };

export const storefrontPages = [
  { page: 'home', route: /routes\/store\/home-route\.tsx$/ },
  { page: 'list', route: /routes\/store\/products-route\.tsx$/ },
  { page: 'product page', route: /routes\/store\/product-route\.tsx$/ },
];

/** The JavaScript a first visit to a page downloads, as the shell test's budget counts it. */
export function firstLoadJavaScript(distDir: string, page: string, routePattern: RegExp): FirstLoad {
  const { files, ...bytes } = measure(distDir, routePattern);
  return { page, files: files.length, ...bytes };
}
