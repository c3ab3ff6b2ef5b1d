import { StrictMode } from 'react';
import { renderToString } from 'preact-render-to-string';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClientProvider, type Query } from '@tanstack/react-query';
import { RouterProvider } from './lib/router/components.tsx';
import { createStaticRouter } from './lib/router/router.ts';
import { isSupportedLanguage, textDirection, type Language } from '@iot/shared/languages';
import { createQueryClient } from './api/query-client.ts';
import { isCmsPath, setApiTransport } from './api/client.ts';
import { createRoutes, type RouteHandle } from './app/router.tsx';
import { createI18n } from './lib/i18n.ts';
import { renderedPageStateScript } from './lib/rendered-page.ts';
import * as richText from './lib/rich-text.ts';
import { provideRichText } from './lib/use-rich-text.ts';
import { createEmotionCaches } from './lib/theme.ts';

/**
 * The storefront drawn on the server (issue 12: the first paint carries the page before any
 * JavaScript runs). The API calls this for a storefront page's GET and puts the result into the
 * built index.html; the browser then hydrates it (main.tsx) from the same answers and theme.
 */

export type StorefrontPageRequest = {
  /** Absolute URL of the page, query included. */
  url: string;
  /** The theme to draw: the visitor's stored choice, else their system's (the API reads both). */
  dark: boolean;
};

export type StorefrontPage = {
  language: Language;
  direction: 'ltr' | 'rtl';
  /** Critical CSS, for the document's head. */
  head: string;
  /** The markup, for inside #root. */
  body: string;
  /** The state script, for after #root (main.tsx reads it). */
  state: string;
};

export type StorefrontRendererOptions = {
  /** Calls the API's own routes (no network): the same answers, cache and rules as the browser's. */
  fetch: typeof fetch;
  /** A DOM to sanitise rich text in (jsdom's window). */
  domWindow: Parameters<typeof richText.setRichTextWindow>[0];
};

// Components ask for their data while rendering; each pass fetches what the last one asked for.
// Three passes cover the storefront's deepest chain (settings → page → the page's related rows).
const maxDataPasses = 3;

/**
 * The query client of one page, which knows which answers the page wants. `enabled` is an option of
 * each component's observer, not of the query (two components may share a query, one waiting for an
 * input the other does not need), and on the server observers never subscribe; so every observer's
 * options are noted as they are made: an answer is wanted when any observer enables it.
 */
function createPageQueryClient() {
  const queryClient = createQueryClient({ retry: false });
  const enabledBy = new Map<string, ((query: Query) => boolean)[]>();
  const defaultQueryOptions = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    const { enabled, queryHash } = defaulted as { enabled?: boolean | ((query: Query) => boolean); queryHash?: string };
    if (queryHash && enabled !== false) {
      const rule = typeof enabled === 'function' ? enabled : () => true;
      enabledBy.set(queryHash, [...(enabledBy.get(queryHash) ?? []), rule]);
    }
    return defaulted;
  }) as typeof queryClient.defaultQueryOptions;
  const wanted = (query: Query) => (enabledBy.get(query.queryHash) ?? []).some((rule) => rule(query));
  return { queryClient, wanted };
}

/**
 * Draws the page, fetches every answer the drawing asked for, and draws again until nothing more is
 * asked. Null when the page cannot be drawn faithfully (an answer failed): the browser then draws
 * it as before, with its own loading and error states and retries.
 */
async function renderWithData(
  { queryClient, wanted }: ReturnType<typeof createPageQueryClient>,
  render: () => string,
): Promise<string | null> {
  const queries = () => queryClient.getQueryCache().getAll().filter(wanted);
  let html = render();
  for (let pass = 0; pass < maxDataPasses; pass += 1) {
    // Both the answers nobody fetched yet and those a route loader is fetching: `fetch` joins a
    // fetch under way rather than start another.
    const waiting = queries().filter((query) => query.state.status === 'pending');
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  return queries().every((query) => query.state.status === 'success') ? html : null;
}

export function createStorefrontRenderer(options: StorefrontRendererOptions) {
  setApiTransport(options.fetch);
  richText.setRichTextWindow(options.domWindow);
  provideRichText(richText);

  return async function renderStorefrontPage(request: StorefrontPageRequest): Promise<StorefrontPage | null> {
    const url = new URL(request.url);
    const language = url.pathname.split('/')[1];
    // The back office and paths without a language are the browser's to draw.
    if (!isSupportedLanguage(language) || isCmsPath(url.pathname)) return null;

    const i18n = createI18n(language);
    const pageQueries = createPageQueryClient();
    const { queryClient } = pageQueries;
    const emotionCaches = createEmotionCaches();
    const direction = textDirection(language);
    // Made before drawing: it tells the cache to collect the styles rather than write them inline.
    const emotion = createEmotionServer(emotionCaches[direction]);
    const routes = createRoutes(i18n, queryClient, { emotionCaches, renderedDark: request.dark });
    // A route whose module or loader fails is left to the browser, with its own error states.
    const router = await createStaticRouter(routes, url).catch(() => null);
    const handle = router?.state().matches.at(-1)?.route.handle as RouteHandle | undefined;
    if (!router || !handle?.serverRendered) return null;
    const body = await renderWithData(pageQueries, () =>
      renderToString(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
    if (body === null) return null;

    // Every style the page made, not only those its markup names: emotion also inserts the inner
    // layers of composed components (a Paper's own class inside an AppBar's), and what the server left
    // out the browser would insert while hydrating, restyling the whole page (issue 12: blocking time).
    const made = Object.keys(emotionCaches[direction].registered).join(' ');
    // `data-s` tells emotion's default cache, made as @emotion/react loads, that these tags are where
    // they belong: it would move every other server-written style to the end of <head>, restyling and
    // laying out the whole page (apps/web/src/lib/theme.ts adopts them in place).
    const head = emotion
      .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${body} ${made}`))
      .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
    const state = renderedPageStateScript({
      dark: request.dark,
      queries: dehydrate(queryClient),
    });
    queryClient.clear();
    return { language, direction, head, body, state };
  };
}
