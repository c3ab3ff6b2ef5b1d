import { createBrowserRouter, Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { brand } from '../lib/brand.ts';
import type { createI18n } from '../lib/i18n.ts';
import { readStoredLanguage } from '../lib/storage.ts';
import { LanguageRoot } from './language-root.tsx';
import { RequireCmsSession, RequireMarketplaceSession } from './session-guards.tsx';
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

// SPEC §2: orders only for brands with the orders flag; both need a marketplace token.
const accountRoutes: RouteObject[] = [
  {
    element: <RequireMarketplaceSession />,
    children: [
      ...(brand.features.orders
        ? [{ path: 'orders', lazy: async () => ({ Component: (await import('./routes/store/orders-route.tsx')).OrdersRoute }) }]
        : []),
      { path: 'profile', lazy: async () => ({ Component: (await import('./routes/store/profile-route.tsx')).ProfileRoute }) },
    ],
  },
];

/**
 * The back office (SPEC §2 CMS routes). Every page here is a lazy chunk, so the storefront never
 * downloads CMS code (DESIGN §Web). /cms and unknown /cms paths land on the products page.
 */
const cmsRoutes: RouteObject[] = [
  { path: 'cms-login', lazy: async () => ({ Component: (await import('./routes/cms/cms-login-route.tsx')).CmsLoginRoute }) },
  {
    path: 'cms',
    element: <RequireCmsSession />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./routes/cms/cms-layout-route.tsx')).CmsLayoutRoute }),
        children: [
          { index: true, element: <Navigate replace to="products" /> },
          { path: 'products', lazy: async () => ({ Component: (await import('./routes/cms/products-route.tsx')).ProductsRoute }) },
          { path: 'dashboard', lazy: async () => ({ Component: (await import('./routes/cms/dashboard-route.tsx')).DashboardRoute }) },
          { path: '*', element: <CmsFallback /> },
        ],
      },
    ],
  },
];

function CmsFallback() {
  const { lang } = useParams();
  return <Navigate replace to={`/${lang}/cms/products`} />;
}

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
            ...accountRoutes,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        ...cmsRoutes,
      ],
    },
    { path: '*', element: <InsertLanguage /> },
  ]);
}
