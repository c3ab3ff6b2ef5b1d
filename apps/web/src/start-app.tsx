import { StrictMode, startTransition, useEffect } from 'react';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { numberFormat } from '@iot/shared/digits';
import { isSupportedLanguage } from '@iot/shared/languages';
import { createQueryClient } from './api/query-client.ts';
import { cartStore } from './lib/cart-store.ts';
import { createI18n, loadLanguageTexts } from './lib/i18n.ts';
import { readRenderedPageState } from './lib/rendered-page.ts';
import { readStoredLanguage, shareStoredChoicesWithServer } from './lib/storage.ts';

/**
 * Marks the document once the app has taken the page over (`<html data-live>`): a button the server
 * rendered does nothing until then, so the browser tests wait for it before they click
 * (e2e/fixtures.ts).
 */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

function app(queryClient: QueryClient, router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <MarkLive />
    </StrictMode>
  );
}

/**
 * Loads the lazy route modules the page's address matches before hydrating, as React Router's
 * guide to server rendering with lazy routes asks: the router would otherwise render its fallback
 * while they load, which is not what the server rendered.
 */
async function loadLazyMatches(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

function routerInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Ends the current task so the browser can paint and answer input between the long steps of
 * taking a page over: evaluating the entry's modules, reading the page's state, evaluating the
 * route's modules, creating the router. Each would otherwise run on in the same task, and a task
 * that blocks input for long is what a slow phone feels (and Lighthouse's total blocking time counts).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Starts the app in `root`: hydrates the page the server rendered there, or renders it. */
export async function startApp(root: HTMLElement): Promise<void> {
  // React DOM's client and the app's own modules (routes, layouts, MUI and emotion) are chunks of
  // their own, imported here rather than with the entry: the browser evaluates a module graph in one
  // task, and each of these is its own task, while the entry keeps only what starts the app
  // (React, the router, the query cache, the texts) (docs/decisions.md).
  const reactDomClient = import('react-dom/client');
  const appModules = Promise.all([import('./lib/theme.ts'), import('./app/router.tsx')]);
  await yieldToBrowser();
  // Start in the URL's language when it has one, so the first paint is already in the right language.
  const segment = window.location.pathname.split('/')[1];
  const language = isSupportedLanguage(segment) ? segment : readStoredLanguage();
  const i18n = createI18n(language);
  const queryClient = createQueryClient();
  const rendered = readRenderedPageState();
  shareStoredChoicesWithServer();
  const [{ createEmotionCaches }, { createRoutes }] = await appModules;
  await yieldToBrowser();
  const routes = createRoutes(i18n, queryClient, {
    emotionCaches: createEmotionCaches(),
    renderedDark: rendered?.dark,
    origin: rendered?.origin ?? window.location.origin,
  });
  if (!rendered) {
    // A kept cart is read in full before the header renders its badge, and the router has loaded
    // the page's route modules and run its loaders, so the first render is the page itself.
    const router = createBrowserRouter(routes);
    const [{ createRoot }] = await Promise.all([reactDomClient, cartStore.ready(), routerInitialized(router)]);
    createRoot(root).render(app(queryClient, router));
    return;
  }
  // A page the server rendered: hydrate from the same query cache, texts and route modules. The
  // router reads the loader data the server sent with the markup.
  hydrate(queryClient, rendered.queries);
  await yieldToBrowser();
  const loaded = Promise.all([
    reactDomClient,
    loadLanguageTexts(i18n, language),
    loadLazyMatches(routes),
    cartStore.ready(),
  ]);
  // The page's first number format loads the browser's number data (13 ms on a desktop, four times
  // that on a slow phone): made now, in a task of its own, it runs while the route's modules download
  // instead of inside hydration, whose prices and counts would otherwise pay for it.
  await yieldToBrowser();
  numberFormat(language);
  const [{ hydrateRoot }] = await loaded;
  await yieldToBrowser();
  // Hydrating inside a transition lets React yield to the browser between components (as React
  // Router's own entry.client does), so taking the page over never blocks input for long.
  const router = createBrowserRouter(routes, { hydrationData: rendered.router });
  startTransition(() => {
    hydrateRoot(root, app(queryClient, router));
  });
}
