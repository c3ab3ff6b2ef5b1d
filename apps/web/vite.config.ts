import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin } from './brand-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { preactAliases } from './preact-aliases.ts';

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
 * Which chunks Vite preloads with a dynamic import (`<link rel="modulepreload">`, appended as the
 * import starts): none. When a server-drawn page starts, its route modules are imported at once and
 * Vite would append a link for each chunk they need (45 for the list page): the requests are then
 * started in one task, 50 to 280 ms long at Lighthouse's 4× CPU slowdown (issue 12: blocking
 * time). Without them the browser requests each module as it finds it, in small tasks, a round trip
 * or two later; a route's data does not wait, its loader asks for it (DESIGN §Web). The entry's own
 * chunks are still preloaded from index.html, for pages the browser draws.
 */
function htmlOnlyPreloads(_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'html' ? deps : [];
}

/**
 * One chunk for each of main.tsx's turns (src/startup/turn-<n>-<name>.ts), holding what that turn
 * is the first to import. A turn then evaluates one file, and a page starts with a handful of files
 * rather than the forty-odd shared chunks the default splitting made of the same modules: starting
 * a request costs the main thread too, some 8 ms at Lighthouse's 4× slowdown.
 *
 * A turn claims the project modules its file reaches and the package modules they import, and
 * Rolldown adds what those use (`includeDependenciesRecursively`), following only the imports a
 * module uses: following every import claimed all that a package's index module re-exports (MUI's
 * InputBase, TextareaAutosize and useMediaQuery, through `@mui/material/styles`, went to the
 * theme's chunk, some 5 KiB gzip on the home page, though only other pages use them). A module that
 * several chunks' modules use goes to the chunk whose name sorts first (Rolldown 1.2), so the names
 * sort in the turns' order, and main.tsx's own modules, with the entry that imports it, come before
 * them: they stay in the entry chunk, which then imports no turn's.
 */
function startTurnChunks(): Rolldown.CodeSplittingGroup {
  const mainModule = path.resolve(import.meta.dirname, 'src/main.tsx');
  const startupFolder = path.resolve(import.meta.dirname, 'src/startup');
  const chunkName = (order: number, name: string) => `turn-${String(order).padStart(2, '0')}-${name}`;
  let chunkOf: Map<string, string> | undefined;
  const assign = (context: Rolldown.ChunkingContext) => {
    const main = context.getModuleInfo(mainModule);
    if (!main) throw new Error('the build has no src/main.tsx');
    const turns = main.dynamicallyImportedIds.map((id) => {
      const match = /^turn-(\d+)-(.+)\.tsx?$/.exec(path.basename(id));
      if (path.dirname(id) !== startupFolder || !match)
        throw new Error(`main.tsx imports ${id}: its turns are the files src/startup/turn-<n>-<name>.ts`);
      return { id, order: Number(match[1]), name: match[2] ?? '' };
    });
    const chunks = new Map<string, string>();
    const isProjectModule = (id: string) => path.isAbsolute(id) && !id.split(path.sep).includes('node_modules');
    // Claims `start` and what it imports, going on only from the modules `follow` accepts.
    const claim = (start: string, name: string, follow: (id: string) => boolean) => {
      const pending = [start];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (chunks.has(id)) continue;
        chunks.set(id, name);
        if (follow(id)) pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
    };
    const entryChunk = chunkName(0, 'main');
    for (const entry of main.importers) chunks.set(entry, entryChunk);
    claim(mainModule, entryChunk, () => true);
    for (const turn of turns.sort((a, b) => a.order - b.order))
      claim(turn.id, chunkName(turn.order, turn.name), isProjectModule);
    return chunks;
  };
  return {
    debugName: 'start turns',
    name: (id, context) => {
      chunkOf ??= assign(context);
      return chunkOf.get(id) ?? null;
    },
    includeDependenciesRecursively: true,
  };
}

/**
 * Lists, in index.html, every script main.tsx's turns import (`<script id="start-scripts">`), so
 * main.tsx can request them early: each turn waits for the one before it to be evaluated, and would
 * otherwise start its own download only then, a round trip each.
 */
function startScriptsList(): Plugin {
  return {
    name: 'iot:start-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('the build emitted no entry chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || file === entry.fileName || entry.imports.includes(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of entry.dynamicImports) visit(file);
        return [
          {
            tag: 'script',
            attrs: { id: 'start-scripts', type: 'application/json' },
            children: JSON.stringify([...files].map((file) => `/${file}`)),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

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
 * Two builds: the browser's, and the server's (`vite build --ssr src/entry-server.tsx`), the module
 * the API draws storefront pages with (issue 12). It goes into `.server/` beside the browser build,
 * a dot folder the API's static files never serve, so a brand's build stays one folder.
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: preactAliases },
  plugins: isSsrBuild
    ? [react(), plugin]
    : [react(), plugin, chunkModules.main, preloadLatinFont(), startScriptsList(), precompressPlugin()],
  worker: { plugins: () => [chunkModules.worker()] },
  define: {
    // The server build carries its dependencies (below), in their production builds whatever the
    // API process's NODE_ENV: React's development build draws pages several times slower.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // Bundled rather than resolved at run time: CommonJS packages such as stylis-plugin-rtl only import
  // correctly through the bundler, and the API then needs nothing of the web app's but this folder.
  ssr: { noExternal: true },
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
        modulePreload: { resolveDependencies: htmlOnlyPreloads },
        rolldownOptions: { output: { codeSplitting: { groups: [startTurnChunks()] } } },
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
