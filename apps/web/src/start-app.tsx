import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from './lib/router/router.ts';
import { RouterProvider } from './lib/router/components.tsx';
import type { Router } from './lib/router/router.ts';
import { intlLocale } from '@iot/shared/digits';
import { isSupportedLanguage, textDirection } from '@iot/shared/languages';
import { createQueryClient } from './api/query-client.ts';
import { createRoutes } from './app/router.tsx';
import { cartStore } from './lib/cart-store.ts';
import { createI18n, loadLanguageTexts } from './lib/i18n.ts';
import { shareKeptStateWithServer } from './lib/kept-state.ts';
import { readRenderedPageState } from './lib/rendered-page.ts';
import { readStoredLanguage, shareStoredChoicesWithServer } from './lib/storage.ts';
import { nextTask } from './lib/next-task.ts';
import { hydrateInSlices, slicesHydrated } from './lib/hydration-slice.tsx';
import { appTheme, appThemeStyles, createEmotionCaches } from './lib/theme.ts';
import { brand } from './lib/brand.ts';

/**
 * Marks the document once the app has taken the whole page over, its last hydration slice included
 * (`<html data-live>`): a button the server drew does nothing until then, so the browser tests wait
 * for it before they click (e2e/fixtures.ts).
 */
function MarkLive() {
  useEffect(() => {
    void slicesHydrated().then(() => {
      document.documentElement.dataset.live = '';
    });
  }, []);
  return null;
}

function app(queryClient: QueryClient, router: Router) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <MarkLive />
    </StrictMode>
  );
}

/** Starts the app in `root`: hydrates the page the server drew there, or draws it. */
export async function startApp(root: HTMLElement): Promise<void> {
  // Start in the URL's language when it has one, so the first paint is already in the right language.
  const segment = window.location.pathname.split('/')[1];
  const language = isSupportedLanguage(segment) ? segment : readStoredLanguage();
  const i18n = createI18n(language);
  const queryClient = createQueryClient();
  const rendered = readRenderedPageState();
  shareStoredChoicesWithServer();
  shareKeptStateWithServer();
  const routes = createRoutes(i18n, queryClient, {
    emotionCaches: createEmotionCaches(),
    renderedDark: rendered?.dark,
  });
  if (!rendered) {
    // A kept cart is read in full before the header draws its badge.
    const { router, ready } = createBrowserRouter(routes);
    await Promise.all([cartStore.ready(), ready]);
    createRoot(root).render(app(queryClient, router));
    return;
  }
  // A page the server drew: hydrate from the same answers, texts and route modules it was drawn with.
  hydrate(queryClient, rendered.queries);
  await nextTask();
  const { router, ready } = createBrowserRouter(routes, { hydrated: true });
  await Promise.all([loadLanguageTexts(i18n, language), ready]);
  // Each step below in a task of its own (issue 12: total blocking time). The first number formatter
  // loads the language's number data (some 60 ms at 4× slowdown), which would otherwise fall in one
  // of hydration's slices.
  await nextTask();
  new Intl.NumberFormat(intlLocale(language)).format(0);
  await nextTask();
  // The theme and its variables, made here in tasks of their own rather than in hydration's first.
  const theme = appTheme(brand, textDirection(language));
  await nextTask();
  appThemeStyles(theme);
  await nextTask();
  // Preact hydrates in one task: the page's parts wrapped in HydrationSlice each get one of their own.
  await hydrateInSlices(() => hydrateRoot(root, app(queryClient, router)));
}
