import { describe, expect, it } from 'vitest';
import { matchRoutes, resolveHref, type RouteObject } from './match-routes.ts';

// The app's shape (app/router.tsx): a language segment, a layout without a path, an index page,
// static pages beside parameters, a splat for unknown pages, and a back office nested deeper.
const routes: RouteObject[] = [
  {
    path: '/:lang',
    handle: 'language',
    children: [
      {
        handle: 'layout',
        children: [
          { index: true, handle: 'home' },
          { path: 'products', handle: 'list' },
          { path: 'products/:productId', handle: 'product' },
          { path: 'products/compare', handle: 'compare' },
          { path: '*', handle: 'not found' },
        ],
      },
      {
        path: 'cms',
        handle: 'cms',
        children: [
          { index: true, handle: 'cms home' },
          { path: 'orders/:orderId', handle: 'order' },
          { path: '*', handle: 'cms fallback' },
        ],
      },
    ],
  },
  { path: '*', handle: 'no language' },
];

const handles = (pathname: string) => matchRoutes(routes, pathname)?.map(({ route }) => route.handle);

describe('matching a path to the routes', () => {
  it('draws each route with the routes around it, outermost first', () => {
    expect(handles('/en')).toEqual(['language', 'layout', 'home']);
    expect(handles('/en/')).toEqual(['language', 'layout', 'home']);
    expect(handles('/ar/products')).toEqual(['language', 'layout', 'list']);
    expect(handles('/en/cms')).toEqual(['language', 'cms', 'cms home']);
    expect(handles('/en/cms/orders/42')).toEqual(['language', 'cms', 'order']);
  });

  it('ranks static segments before parameters and parameters before a splat, whatever the order written', () => {
    expect(handles('/en/products/compare')).toEqual(['language', 'layout', 'compare']);
    expect(handles('/en/products/p-1')).toEqual(['language', 'layout', 'product']);
    expect(handles('/en/products/p-1/more')).toEqual(['language', 'layout', 'not found']);
    expect(handles('/en/cms/nothing/here')).toEqual(['language', 'cms', 'cms fallback']);
    expect(handles('/')).toEqual(['no language']);
  });

  it('gives every route all the parameters, decoded, and the path each matched, as the address has it', () => {
    const matches = matchRoutes(routes, '/ar/products/%D8%AC%D9%87%D8%A7%D8%B2');
    expect(matches?.map(({ pathnameBase }) => pathnameBase)).toEqual([
      '/ar',
      '/ar',
      '/ar/products/%D8%AC%D9%87%D8%A7%D8%B2',
    ]);
    for (const match of matches ?? []) expect(match.params).toEqual({ lang: 'ar', productId: 'جهاز' });
    const splat = matchRoutes(routes, '/en/cms/a/b');
    expect(splat?.at(-1)?.params).toEqual({ lang: 'en', '*': 'a/b' });
    expect(splat?.at(-1)?.pathnameBase).toEqual('/en/cms');
  });

  it('matches paths in any case, as React Router did', () => {
    expect(handles('/en/PRODUCTS')).toEqual(['language', 'layout', 'list']);
  });
});

describe('resolving an address from a route', () => {
  const current = { pathname: '/en/cms/orders', search: '?page=2' };
  it('keeps absolute addresses, the current path for a query or fragment, and continues the route otherwise', () => {
    expect(resolveHref('/en/products', '/en/cms', current)).toBe('/en/products');
    expect(resolveHref('?page=3', '/en/cms', current)).toBe('/en/cms/orders?page=3');
    expect(resolveHref('#top', '/en/cms', current)).toBe('/en/cms/orders?page=2#top');
    expect(resolveHref('products', '/en/cms', current)).toBe('/en/cms/products');
    expect(resolveHref('tags', '/en/cms/metadata/', current)).toBe('/en/cms/metadata/tags');
  });
});
