import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { brand } from '../lib/brand.ts';
import type { createI18n } from '../lib/i18n.ts';
import { readStoredLanguage } from '../lib/storage.ts';
import { LanguageRoot } from './language-root.tsx';
import { StoreLayout } from './store-layout.tsx';

function InsertLanguage() {
  const location = useLocation();
  return <Navigate replace to={`/${readStoredLanguage()}${location.pathname === '/' ? '' : location.pathname}${location.search}${location.hash}`} />;
}

// SPEC §6: the terms page exists only for brands with the terms flag, the policy page with the policy flag.
const legalRoutes: RouteObject[] = [
  ...(brand.features.termsPage
    ? [{ path: 'termsAndConditions', lazy: async () => ({ Component: (await import('./routes/store/terms-route.tsx')).TermsRoute }) }]
    : []),
  ...(brand.features.policyPage
    ? [{ path: 'privacyPolicy', lazy: async () => ({ Component: (await import('./routes/store/privacy-route.tsx')).PrivacyRoute }) }]
    : []),
];

export function createRouter(i18n: ReturnType<typeof createI18n>) {
  return createBrowserRouter([
    {
      path: '/:lang',
      element: <LanguageRoot i18n={i18n} />,
      // The first lazy page loads before anything is drawn; an empty frame avoids a flash of unstyled text.
      hydrateFallbackElement: <div />,
      children: [
        {
          element: <StoreLayout />,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./routes/store/home-route.tsx')).HomeRoute }) },
            ...legalRoutes,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <InsertLanguage /> },
  ]);
}
