import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin } from './brand-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';

const { brand, plugin } = brandPlugin(process.env.BRAND);
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** Project source files (dependencies left out) of each chunk of a bundle, relative to apps/web. */
function sourcesByChunk(bundle: Rolldown.OutputBundle): [string, string[]][] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          [
            output.fileName,
            output.moduleIds
              .map((id) => id.split('?')[0] ?? id)
              .filter((id) => path.isAbsolute(id) && !id.split(path.sep).includes('node_modules'))
              .map((id) =>
                path
                  .relative(import.meta.dirname, id)
                  .split(path.sep)
                  .join('/'),
              ),
          ],
        ]
      : [],
  );
}

/**
 * Completes the manifest, which names only the source file a route or entry chunk starts from:
 * `.vite/chunk-modules.json` lists the project source files inside every emitted script, web
 * workers included (they are built apart, hence the second plugin), so the browser tests can prove
 * the storefront loads no back-office module whatever the files are called (e2e/build-manifest.ts).
 */
function chunkModulesManifest(): { main: Plugin; worker: () => Plugin } {
  const workerChunks = new Map<string, string[]>();
  return {
    main: {
      name: 'iot:chunk-modules-manifest',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = Object.fromEntries([...workerChunks, ...sourcesByChunk(bundle)]);
        this.emitFile({
          type: 'asset',
          fileName: '.vite/chunk-modules.json',
          source: `${JSON.stringify(chunks, null, 2)}\n`,
        });
      },
    },
    worker: () => ({
      name: 'iot:chunk-modules-manifest-worker',
      generateBundle(_options, bundle) {
        for (const [file, sources] of sourcesByChunk(bundle)) workerChunks.set(file, sources);
      },
    }),
  };
}
const chunkModules = chunkModulesManifest();

/**
 * Preloads the Latin font file (apps/web/src/lib/theme.ts): without the hint the browser learns of
 * it only when the app has run and inserted its @font-face, so the text that makes the largest
 * paint would be drawn twice. Every page shows Latin text (an Arabic page has names, e-mails and
 * the brand); the Arabic file stays on demand.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'iot:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.endsWith('noto-sans-latin-wght-normal.woff2')),
        );
        if (!font) throw new Error('the build emitted no Latin font file to preload');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Two builds: the browser's, and the server's (`vite build --ssr src/render-worker.ts`), the module
 * the API draws storefront pages with in a worker thread (issue 12). It goes into `.server/` beside
 * the browser build, a dot folder the API's static files never serve, so a brand's build stays one
 * folder.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), plugin]
    : [react(), plugin, chunkModules.main, preloadLatinFont(), precompressPlugin()],
  worker: { plugins: () => [chunkModules.worker()] },
  define: {
    // The server build carries its dependencies (below), in their production builds whatever the
    // API process's NODE_ENV: React's development build draws pages several times slower.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // Bundled rather than resolved at run time: CommonJS packages such as stylis-plugin-rtl only import
  // correctly through the bundler, and the API then needs nothing of the web app's but this folder.
  // jsdom, the render thread's DOM for sanitising rich text, is the API's own dependency: it reads
  // files of its package at run time and cannot be bundled.
  ssr: { noExternal: true, external: ['jsdom'] },
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist', brand.name, '.server'),
        emptyOutDir: true,
        sourcemap: false,
        // Asset URLs (fonts) are the browser build's; the server only names them.
        copyPublicDir: false,
      }
    : {
        // One folder per brand, so several brands can be built and served side by side.
        outDir: path.resolve(import.meta.dirname, 'dist', brand.name),
        emptyOutDir: true,
        // Read by `npm run bench` to measure each page's first-load JavaScript, and by the browser tests
        // (with chunk-modules.json above) to prove what the storefront downloads.
        manifest: true,
        // No preload lists for dynamic imports: Vite's helper inserts a `<link rel="modulepreload">`
        // for every chunk a lazy route reaches (113 while the list page starts, 41 of them chunks the
        // entry had already run), and each insertion and preload is main-thread work while the page
        // is taken over. Without them Lighthouse's blocking time on the list page fell from 377–468 ms
        // to 129–254 ms (docs/decisions.md). A route's chunks then load as its imports name them.
        modulePreload: false,
        sourcemap: false,
        chunkSizeWarningLimit: 600,
      },
  server: {
    port: 5173,
    proxy: {
      '/marketplace': apiTarget,
      '/marketplace-customer': apiTarget,
      '/files': apiTarget,
      '/health': apiTarget,
      '/docs': apiTarget,
    },
  },
}));
