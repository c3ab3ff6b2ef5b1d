import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { isSupportedLanguage, textDirection } from '@iot/shared/languages';
import type { StorefrontPageRequest, StorefrontRenderResult } from '@iot/shared/storefront-rendering';
import { createQueryClient } from './api/query-client.ts';
import { isCmsPath, setApiTransport } from './api/client.ts';
import { createRoutes, type RouteHandle } from './app/router.tsx';
import { createI18n } from './lib/i18n.ts';
import { renderedPageStateScript } from './lib/rendered-page.ts';
import * as richText from './lib/rich-text.ts';
import { provideRichText } from './lib/use-rich-text.ts';
import { createEmotionCaches } from './lib/theme.ts';

/**
 * The storefront rendered on the server: the first paint carries the page before any JavaScript
 * runs. The API asks for a storefront page's GET through the render thread (render-worker.ts) and
 * puts the result into the built index.html; the browser then hydrates it (start-app.tsx) from the
 * same loader data, query cache and theme. React Router's static handler runs the matched routes'
 * loaders, which fill the query cache, and React renders the page once they are done.
 */

export type StorefrontRendererOptions = {
  /** Calls the API's own routes: the same responses, cache and rules as the browser's. */
  fetch: typeof fetch;
  /** A DOM to sanitise rich text in (jsdom's window). */
  domWindow: Parameters<typeof richText.setRichTextWindow>[0];
};

/** Renders `element` with React's streaming renderer and resolves with the whole markup once every Suspense boundary is ready. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // The whole page goes out at once (the public cache keeps it), so React need not send large
      // Suspense boundaries apart with the inline scripts that put them in place, which the page's
      // security policy would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/** The leading tags React hoisted (`<title>`, `<meta>`, `<link>`, `<style>`), apart from the page's markup. */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoistable = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>|<style [^>]*>[^<]*<\/style>)/;
  let rest = html;
  let hoisted = '';
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

export function createStorefrontRenderer(options: StorefrontRendererOptions) {
  setApiTransport(options.fetch);
  richText.setRichTextWindow(options.domWindow);
  provideRichText(richText);

  return async function renderStorefrontPage(request: StorefrontPageRequest): Promise<StorefrontRenderResult> {
    const url = new URL(request.url);
    const language = url.pathname.split('/')[1];
    // The back office and paths without a language are the browser's to render.
    if (!isSupportedLanguage(language) || isCmsPath(url.pathname)) return null;

    // The language route's loader loads the Arabic texts and right-to-left styles before rendering.
    const i18n = createI18n(language);
    // A page rendered on the server does not wait on retries: the browser retries instead.
    const queryClient = createQueryClient({ retry: false });
    const emotionCaches = createEmotionCaches();
    const direction = textDirection(language);
    // Made before rendering: it tells the cache to collect the styles rather than write them inline.
    const emotion = createEmotionServer(emotionCaches[direction]);
    const routes = createRoutes(i18n, queryClient, {
      emotionCaches,
      renderedDark: request.dark,
      origin: request.origin,
      waitForData: true,
    });
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location && context.status >= 300 && context.status < 400
        ? { redirect: { status: context.status, location } }
        : null;
    }
    // A loader's 404 renders Not Found (sent with that status); any other failure, or a route whose
    // module failed, is left to the browser, which renders it with its own retries.
    const errors = Object.values(context.errors ?? {});
    if (errors.some((error) => !isRouteErrorResponse(error) || error.status !== 404)) return null;
    const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    if (!handle?.serverRendered) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = await renderToHtml(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );

    // React sends the title, meta and link tags it hoists (components/page-head.tsx) ahead of the
    // markup when it does not render the whole document: they belong in the document's head.
    const { hoisted, body } = splitHoisted(rendered);

    // A request that failed rendered its error state here, which the browser, with no such state to
    // hydrate from, would not render: it renders the page itself, with its own retries.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;

    // Every style the page made, not only those its markup names: emotion also makes the inner
    // layers of composed components (a Paper's own class inside an AppBar's), which the browser
    // would otherwise insert while hydrating, restyling the whole page.
    const made = Object.keys(emotionCaches[direction].registered).join(' ');
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${rendered} ${made}`));
    const state = renderedPageStateScript({
      dark: request.dark,
      queries: dehydrate(queryClient),
      // The router's hydration data, in the state script rather than the inline script
      // StaticRouterProvider would write, which the page's security policy refuses.
      // A Not Found page's 404 goes with it (as JSON: React Router recognises an error response by its
      // fields), so the browser hydrates the same error boundary the server rendered.
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      origin: request.origin,
    });
    queryClient.clear();
    return { language, direction, status: context.statusCode, head: `${hoisted}${styles}`, body, state };
  };
}
