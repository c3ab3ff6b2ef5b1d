// One of main.tsx's turns: the router, the query cache and i18next. It names what the app uses
// rather than importing whole packages: a dynamic import of a package keeps all its exports.
export { createBrowserRouter, RouterProvider } from 'react-router';
export { hydrate, QueryClientProvider } from '@tanstack/react-query';
export { initReactI18next } from 'react-i18next';
export { default as i18next } from 'i18next';
