import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * What a built web app is made of, read from the build itself: Vite's manifest (chunks and their
 * static imports) and the chunk-modules list apps/web/vite.config.ts writes beside it (every
 * project source file inside each chunk; the manifest names only the file a chunk starts from).
 * Sources are named relative to apps/web, as in the manifest: `src/features/…`, `index.html`.
 */

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** DESIGN §Web: code and texts only the back office uses, which the storefront must never load. */
const backOfficeSources = [
  /^src\/features\/cms-[a-z-]+\//,
  /^src\/components\/cms\//,
  // The rich-text editor (Tiptap) and the translation editor it sits in are the back office's alone.
  /^src\/components\/rich-text\/rich-text-(editor|schema)\.tsx?$/,
  /^src\/components\/translation-editor\//,
  /^src\/app\/routes\/cms\//,
  /^src\/app\/cms-loaders\.ts$/,
  /^src\/locales\/(back-office|cms\.[a-z]+|catalog\.[a-z]+)\.ts$/,
];

export function isBackOfficeSource(source: string): boolean {
  return backOfficeSources.some((pattern) => pattern.test(source));
}

/** The build in `distDir` (apps/web/dist/<brand>): read by the browser tests and by `npm run bench`. */
export function readWebBuild(distDir: string) {
  const viteDir = path.join(distDir, '.vite');
  const manifest = JSON.parse(readFileSync(path.join(viteDir, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunkModules = JSON.parse(readFileSync(path.join(viteDir, 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`the manifest has no chunk ${key}`);
    return found;
  };
  /** Every source file inside an emitted script; a file the build did not emit fails rather than passes. */
  const sourcesOfFile = (file: string): string[] => {
    const modules = chunkModules[file];
    if (!modules) throw new Error(`${file} is not a script of this build (chunk-modules.json does not list it)`);
    const key = keyOfFile.get(file);
    const src = key ? manifest[key]?.src : undefined;
    return [...new Set([...(src ? [src] : []), ...modules])];
  };

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key]?.src === 'index.html');
  const storefrontRoutes = Object.keys(manifest).filter((key) =>
    manifest[key]?.src?.startsWith('src/app/routes/store/'),
  );

  /** The chunks a start chunk needs before it runs: itself and its static imports, transitively. */
  const staticClosure = (start: string): string[] => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    visit(start);
    return [...seen];
  };
  /**
   * The chunks every page starts with (their static imports follow in staticClosure): the HTML entry,
   * and React DOM's client, which the entry imports apart so that it is evaluated in a task of its own
   * (src/start-app.tsx).
   */
  const startChunks = (): string[] => {
    if (!entry) throw new Error('the build has no HTML entry');
    const reactDomClient = chunk(entry).dynamicImports?.find((key) => key.endsWith('node_modules/react-dom/client.js'));
    if (!reactDomClient) throw new Error("the HTML entry does not import React DOM's client");
    return [entry, reactDomClient];
  };

  return {
    /** Manifest keys of the HTML entry and of the storefront's route modules (src/app/routes/store/*). */
    entry,
    storefrontRoutes,
    /** Every source file the build holds, in any script. */
    allSources: () => [...new Set(Object.keys(chunkModules).flatMap(sourcesOfFile))],
    staticClosure,
    startChunks,
    /**
     * What a first visit to a storefront page needs before it draws: the chunks every page starts
     * with, and the page's route module (the first storefront route whose manifest key matches
     * `routePattern`), with their static imports.
     */
    firstLoadChunks(routePattern: RegExp): string[] {
      const route = storefrontRoutes.find((key) => routePattern.test(key));
      if (!route) throw new Error(`the build has no storefront route matching ${routePattern}`);
      return [...new Set([...startChunks(), route].flatMap(staticClosure))];
    },
    /** The script that holds a source file, a chunk of its own or not (`assets/x-123.js`). */
    fileWithSource(source: string): string {
      const file = Object.keys(chunkModules).find((name) => chunkModules[name]?.includes(source));
      if (!file) throw new Error(`no script of this build holds ${source}`);
      return file;
    },
    /** The file a manifest chunk was emitted as (`assets/x-123.js`). */
    fileOf: (key: string): string => chunk(key).file,
    /** The source files of a manifest chunk. */
    sourcesOf: (key: string): string[] => sourcesOfFile(chunk(key).file),
    /** The source files of a downloaded script, by its URL path (`/assets/x-123.js`). */
    sourcesOfUrlPath: (urlPath: string): string[] => sourcesOfFile(urlPath.replace(/^\//, '')),
  };
}

/**
 * The JavaScript a storefront page needs before it can render (`firstLoadChunks`), as compressed
 * files (gzip at its default level as `npm run bench` has always counted, and brotli at its highest).
 * Read by `npm run bench` and by the browser test that holds the storefront to its budget.
 */
export function firstLoadJavaScript(
  distDir: string,
  routePattern: RegExp,
): { files: string[]; rawBytes: number; gzipBytes: number; brotliBytes: number } {
  const build = readWebBuild(distDir);
  const files = build
    .firstLoadChunks(routePattern)
    .map(build.fileOf)
    .filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => {
    const content = readFileSync(path.join(distDir, file));
    // As the build's precompressed copies are made (apps/web/precompress-plugin.ts): gzip 9, brotli 11.
    return {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content).length,
    };
  });
  const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, size) => total + size[key], 0);
  return { files, rawBytes: sum('raw'), gzipBytes: sum('gzip'), brotliBytes: sum('brotli') };
}
