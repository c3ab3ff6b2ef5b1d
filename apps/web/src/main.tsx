import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { isSupportedLanguage } from '@iot/shared/languages';
import { createQueryClient } from './api/query-client.ts';
import { createRouter } from './app/router.tsx';
import { createI18n } from './lib/i18n.ts';
import { readStoredLanguage } from './lib/storage.ts';

// Start in the URL's language when it has one, so the first paint is already in the right language.
const segment = window.location.pathname.split('/')[1];
const i18n = createI18n(isSupportedLanguage(segment) ? segment : readStoredLanguage());
const queryClient = createQueryClient();
const router = createRouter(i18n, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
