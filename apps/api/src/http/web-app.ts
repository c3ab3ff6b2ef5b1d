import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, isSupportedLanguage } from '@iot/shared/languages';
import { apiNotFound } from './error-handler.ts';
import { cookie, loadStorefrontPageRenderer, registerStorefrontPages } from './storefront-pages.ts';

const apiPrefixes = ['/marketplace/', '/marketplace-customer/', '/files/', '/docs', '/health'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    pathname === '/marketplace' ||
    pathname === '/marketplace-customer' ||
    apiPrefixes.some((prefix) => pathname.startsWith(prefix))
  );
}

/**
 * SPEC §2: an address without a language segment gets the stored language inserted, here rather
 * than once the app has run (the page can then be drawn by the server at once). The web app keeps
 * its stored language in a cookie too (apps/web/src/lib/storage.ts); without one, the default.
 */
function withStoredLanguage(request: FastifyRequest): string | undefined {
  const mark = request.url.indexOf('?');
  const pathname = mark === -1 ? request.url : request.url.slice(0, mark);
  if (isSupportedLanguage(pathname.split('/')[1])) return undefined;
  const stored = cookie(request, 'language');
  const language = isSupportedLanguage(stored) ? stored : defaultLanguage;
  return `/${language}${pathname === '/' ? '' : pathname}${mark === -1 ? '' : request.url.slice(mark)}`;
}

/**
 * Serves the built single-page app from its precompressed copies when the browser accepts them:
 * hashed assets cached for a year, index.html never cached, and
 * storefront pages drawn on the server where the build can (storefront-pages.ts), and any other GET
 * falls back to index.html so client routes survive a reload (with the stored language inserted
 * first where the address has none). API paths keep JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (!hasWeb) app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWeb || isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(request, reply);
    }
    const address = withStoredLanguage(request);
    if (address) return reply.header('Vary', 'Cookie').redirect(address, 302);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  app.setNotFoundHandler(notFound);
  const renderPage = hasWeb ? loadStorefrontPageRenderer(app, distDir) : null;
  if (renderPage) registerStorefrontPages(app, renderPage, notFound);
}
