import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isSupportedLanguage } from '@iot/shared/languages';
import { createQueryClient } from './api/query-client.ts';
import { createRoutes, loadMatchedRouteModules } from './app/router.tsx';
import { createI18n, loadLanguageTexts } from './lib/i18n.ts';
import { shareKeptStateWithServer } from './lib/kept-state.ts';
import { readRenderedPageState } from './lib/rendered-page.ts';
import { readStoredLanguage, shareStoredChoicesWithServer } from './lib/storage.ts';
import { createEmotionCaches } from './lib/theme.ts';

/**
 * Marks the document once React has taken the page over (`<html data-live>`): a button the server
 * drew does nothing until then, so the browser tests wait for it before they click (e2e/fixtures.ts).
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
 * Ends the current task: the modules' evaluation is one long task already, and the start-up steps
 * after it would lengthen it (issue 12: blocking time).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
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
    createRoot(root).render(app(queryClient, createBrowserRouter(routes)));
    return;
  }
  // A page the server drew: hydrate from the same answers, texts and route modules it was drawn with.
  hydrate(queryClient, rendered.queries);
  await nextTask();
  await Promise.all([loadLanguageTexts(i18n, language), loadMatchedRouteModules(routes, window.location)]);
  // In a transition, React hydrates in slices and lets the browser answer input between them, rather
  // than hold the main thread for the whole page (issue 12: total blocking time).
  startTransition(() => {
    hydrateRoot(root, app(queryClient, createBrowserRouter(routes, { hydrationData: rendered.router })));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
