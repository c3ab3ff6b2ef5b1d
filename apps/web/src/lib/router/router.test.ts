// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from './match-routes.ts';
import { createBrowserRouter, createStaticRouter } from './router.ts';

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let languageLoads: string[];
let productLoads: string[];
let productGate: ReturnType<typeof deferred> | null;
let pageModules: number;

function appRoutes(): RouteObject[] {
  return [
    {
      path: '/:lang',
      loader: ({ params }: LoaderFunctionArgs) => void languageLoads.push(params.lang ?? ''),
      children: [
        { index: true, handle: 'home' },
        {
          path: 'products',
          handle: 'list',
          lazy: async () => {
            pageModules += 1;
            return { element: 'list page' };
          },
        },
        {
          path: 'products/:productId',
          handle: 'product',
          loader: async ({ params, request }: LoaderFunctionArgs) => {
            productLoads.push(`${params.productId}${new URL(request.url).search}`);
            await productGate?.promise;
          },
        },
      ],
    },
  ];
}

const page = (router: ReturnType<typeof createBrowserRouter>['router']) => router.state().matches.at(-1)?.route.handle;

beforeEach(() => {
  languageLoads = [];
  productLoads = [];
  productGate = null;
  pageModules = 0;
  window.history.replaceState(null, '', '/en');
});

afterEach(() => vi.restoreAllMocks());

describe('the browser router', () => {
  it('loads the first page: every route’s loader and module', async () => {
    window.history.replaceState(null, '', '/en/products');
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    expect(languageLoads).toEqual(['en']);
    expect(router.state().matches.at(-1)?.route.element).toBe('list page');
  });

  it('on a drawn page loads only the modules, and runs no loader', async () => {
    window.history.replaceState(null, '', '/en/products');
    const { router, ready } = createBrowserRouter(appRoutes(), { hydrated: true });
    await ready;
    expect(languageLoads).toEqual([]);
    expect(pageModules).toBe(1);
    expect(page(router)).toBe('list');
  });

  it('keeps the page and the address until the next page’s loaders are done, then writes the history', async () => {
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    productGate = deferred();
    router.navigate('/en/products/p1', { state: { from: 'list' } });
    await settle();
    expect(page(router)).toBe('home');
    expect(window.location.pathname).toBe('/en');
    productGate.resolve();
    await settle();
    expect(page(router)).toBe('product');
    expect(window.location.pathname).toBe('/en/products/p1');
    expect(router.state().location.state).toEqual({ from: 'list' });
    expect(router.state().matches.at(-1)?.params).toEqual({ lang: 'en', productId: 'p1' });
    // The language did not change: its route's loader ran once, for the first page.
    expect(languageLoads).toEqual(['en']);
    expect(productLoads).toEqual(['p1']);
  });

  it('draws only the last of overlapping navigations', async () => {
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    productGate = deferred();
    router.navigate('/en/products/slow');
    router.navigate('/en/products');
    await settle();
    productGate.resolve();
    await settle();
    expect(page(router)).toBe('list');
    expect(window.location.pathname).toBe('/en/products');
    expect(window.history.length).toBeGreaterThan(0);
  });

  it('runs every loader again when the query changes, and a new language’s loader', async () => {
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    router.navigate('/en/products/p1');
    await settle();
    router.navigate('/en/products/p1?tab=faq');
    await settle();
    router.navigate('/ar/products/p1?tab=faq');
    await settle();
    expect(languageLoads).toEqual(['en', 'en', 'ar']);
    expect(productLoads).toEqual(['p1', 'p1?tab=faq', 'p1?tab=faq']);
  });

  it('replaces the history entry when asked, or when going where it already is', async () => {
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    router.navigate('/en/products');
    await settle();
    router.navigate('/en/products');
    await settle();
    router.navigate('/en/products?page=2', { replace: true });
    await settle();
    expect(push.mock.calls.map((call) => call[2])).toEqual(['/en/products']);
    expect(replace.mock.calls.map((call) => call[2])).toEqual(['/en/products', '/en/products?page=2']);
  });

  it('writes an empty query as no query', async () => {
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    router.navigate('/en/products?');
    await settle();
    expect(window.location.href.endsWith('/en/products')).toBe(true);
  });

  it('follows the browser’s back button', async () => {
    const { router, ready } = createBrowserRouter(appRoutes());
    await ready;
    router.navigate('/en/products/p1');
    await settle();
    window.history.replaceState({ usr: null, key: 'k' }, '', '/en/products');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(page(router)).toBe('list');
    expect(router.state().location.key).toBe('k');
  });
});

describe('the server’s router', () => {
  it('is the loaded routes of one address', async () => {
    const router = await createStaticRouter(appRoutes(), new URL('http://shop.test/ar/products/p9?x=1'));
    expect(page(router)).toBe('product');
    expect(router.state().location).toMatchObject({ pathname: '/ar/products/p9', search: '?x=1' });
    expect(languageLoads).toEqual(['ar']);
    expect(productLoads).toEqual(['p9?x=1']);
  });

  it('fails when a route’s module fails', async () => {
    const routes: RouteObject[] = [{ path: '/:lang', lazy: () => Promise.reject(new Error('offline')) }];
    await expect(createStaticRouter(routes, new URL('http://shop.test/en'))).rejects.toThrow('offline');
  });
});
