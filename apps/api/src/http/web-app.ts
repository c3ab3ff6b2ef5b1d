import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler.ts';
import { loadStorefrontPageRenderer, registerStorefrontPages } from './storefront-pages.ts';

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
 * Serves the built single-page app from its precompressed copies when the browser accepts them:
 * hashed assets cached for a year, index.html never cached, and
 * storefront pages drawn on the server where the build can (storefront-pages.ts), and any other GET
 * falls back to index.html so client routes survive a reload. API paths keep JSON 404s.
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
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  app.setNotFoundHandler(notFound);
  const renderPage = hasWeb ? await loadStorefrontPageRenderer(app, distDir) : null;
  if (renderPage) registerStorefrontPages(app, renderPage, notFound);
}
