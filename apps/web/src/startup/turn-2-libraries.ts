// One of main.tsx's turns: the router and the query cache. It names what the app uses
// rather than importing whole packages: a dynamic import of a package keeps all its exports.
export { createBrowserRouter } from '../lib/router/router.ts';
export { RouterProvider } from '../lib/router/components.tsx';
export { hydrate, QueryClientProvider } from '@tanstack/react-query';
