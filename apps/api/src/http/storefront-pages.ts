import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { StorefrontPage, StorefrontRedirect } from '@iot/shared/storefront-rendering';
import { createRenderThread } from './render-thread.ts';
import { originVariant, storefrontOrigin } from './storefront-origin.ts';

/**
 * Renders the page a request asks for: its HTML document and status, a redirect, or null for the
 * browser to render.
 */
type PageRenderer = (request: FastifyRequest) => Promise<{ status: number; html: string } | StorefrontRedirect | null>;

/** A cookie of the request: the web app keeps a few choices there for the server (theme, language). */
export function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The theme a page is rendered in for this visitor: the one they chose (the `theme` cookie the web
 * app keeps beside its localStorage key, SPEC §1) or, without a choice, their system's, which the
 * page's CSS picks by itself (apps/web/src/lib/theme.ts). Every visitor gets a server-rendered page,
 * signed in or with a cart included: what is theirs (account menu, cart badge, hearts) the browser
 * renders after hydration in slots of fixed size. Also the public cache's key: the pages differ by it.
 */
export function pageVariant(request: FastifyRequest): 'dark' | 'light' | 'system' {
  const chosen = cookie(request, 'theme');
  if (chosen === 'true') return 'dark';
  if (chosen === 'false') return 'light';
  return 'system';
}

/**
 * The built index.html with a drawn page in it: language, direction and the chosen theme's class
 * (the web app's `themeClasses`), critical CSS, markup and state. The page reads without
 * JavaScript, so the notice that it needs some goes. The build writes no module preloads
 * (apps/web/vite.config.ts): on a slow line they would take the bandwidth the page's font and first
 * pictures need, for scripts the drawn page does not wait for.
 */
function pageDocument(template: string, page: StorefrontPage, theme: 'dark' | 'light' | 'system'): string {
  const themeClass = theme === 'system' ? '' : ` class="${theme}"`;
  // The page names itself (apps/web/src/components/page-head.tsx): the build's title and
  // description would be a second one.
  const base = page.head.includes('<title>')
    ? template.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '')
    : template;
  return (
    base
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace('<html lang="en" dir="ltr">', `<html lang="${page.language}" dir="${page.direction}"${themeClass}>`)
      // Replacement functions: the page's texts may hold `$&` or `$'`, which a replacement string would expand.
      .replace('</head>', () => `${page.head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.state}`)
  );
}

/** Where a brand's web build (`apps/web/dist/<brand>`) keeps its render thread's module (apps/web/src/render-worker.ts). */
export function storefrontServerEntryFile(distDir: string): string {
  return path.join(distDir, '.server', 'render-worker.js');
}

/**
 * Draws pages with the web build's render thread, when the build has one. The thread starts when
 * the server listens and ends with the app; an app that does not listen (a test's, driven through
 * `app.inject`) sends index.html, which the browser draws.
 */
export function loadStorefrontPageRenderer(app: FastifyInstance, distDir: string): PageRenderer | null {
  const entryFile = storefrontServerEntryFile(distDir);
  if (!existsSync(entryFile)) return null;
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const marker of ['<html lang="en" dir="ltr">', '</head>', '<div id="root"></div>']) {
    if (!template.includes(marker)) throw new Error(`the built index.html has no ${marker} to draw pages into`);
  }
  const thread = createRenderThread(app, entryFile);
  app.addHook('onListen', async () => thread.warm());
  app.addHook('onClose', () => thread.close());
  return async (request) => {
    const variant = pageVariant(request);
    const page = await thread
      .render({
        url: `http://${request.host}${request.url}`,
        dark: variant === 'dark',
        origin: storefrontOrigin(request),
      })
      .catch((error: unknown) => {
        // The browser draws the page instead, with its own retries: a visitor never gets a blank page.
        request.log.error({ err: error }, 'the storefront page could not be drawn');
        return null;
      });
    if (page === null || 'redirect' in page) return page;
    return { status: page.status, html: pageDocument(template, page, variant) };
  };
}

/** The address without the trailing slash of its path, or undefined when it has none. */
export function withoutTrailingSlash(url: string): string | undefined {
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  // '//host' would be read as another site's address.
  if (trimmed === '' || trimmed.startsWith('//')) return undefined;
  return `${trimmed}${mark === -1 ? '' : url.slice(mark)}`;
}

/**
 * Storefront pages drawn on the server (issue 12): the first paint carries the page. They are the
 * same for every visitor with the same theme, so the public cache keeps them like the answers they
 * are drawn from, and forgets them with those.
 */
export function registerStorefrontPages(
  app: FastifyInstance,
  render: PageRenderer,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // One address per page: '/en/products/' moves for good to '/en/products' (its canonical address).
    const moved = withoutTrailingSlash(request.url);
    if (moved) return reply.redirect(moved, 301);
    const page = await render(request);
    if (page === null) return fallback(request, reply);
    if ('redirect' in page) return reply.redirect(page.redirect.location, page.redirect.status);
    // 404 for Not Found (an unknown address, a hidden product, a page the brand's flags turn off).
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  };
  // In onSend, so a page the public cache answers carries them too; index.html (a file stream)
  // keeps its own.
  const onSend: onSendHookHandler = async (_request, reply, payload) => {
    if (
      (reply.statusCode !== 200 && reply.statusCode !== 404) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    )
      return payload;
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', [reply.getHeader('vary'), 'Cookie'].flat().filter(Boolean).join(', '));
    return payload;
  };
  // The pages name their origin (canonical, hreflang): without PUBLIC_URL, a copy per host.
  const publicCacheVariant = (request: FastifyRequest) => `${pageVariant(request)} ${originVariant(request)}`;
  const options = { config: { publicCache: true, publicCacheVariant }, onSend };
  app.get('/:lang', options, handler);
  app.get('/:lang/*', options, handler);
}
