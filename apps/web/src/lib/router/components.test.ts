import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, Outlet, RouterProvider, useParams, useSearchParams } from './components.tsx';
import type { RouteObject } from './match-routes.ts';
import { createStaticRouter } from './router.ts';

function Links() {
  const params = useParams();
  const [search] = useSearchParams();
  return h(
    'nav',
    { 'data-product': params.productId, 'data-tab': search.get('tab') },
    h(NavLink, { to: '/en', end: true }, 'home'),
    h(NavLink, { to: '/en/products', className: 'nav' }, 'products'),
    h(NavLink, { to: '/en/prod' }, 'not a parent'),
    h(Link, { to: 'reviews' }, 'relative'),
    h(Link, { to: '?tab=faq' }, 'query'),
  );
}

const routes: RouteObject[] = [
  {
    path: '/:lang',
    element: h('main', null, h(Outlet)),
    children: [{ path: 'products/:productId', Component: Links }],
  },
];

async function draw(url: string) {
  const router = await createStaticRouter(routes, new URL(url));
  return renderToString(h(RouterProvider, { router }));
}

describe('links drawn by the router', () => {
  it('mark the links whose address holds the page, and resolve relative ones from their route', async () => {
    const html = await draw('http://shop.test/en/products/p1?tab=specs');
    expect(html).toContain('<main><nav data-product="p1" data-tab="specs">');
    expect(html).toContain('<a href="/en">home</a>');
    // The renderer decides the attributes' order.
    const [, attributes = ''] = /<a ([^>]*)>products<\/a>/.exec(html) ?? [];
    expect(attributes.match(/[\w-]+="[^"]*"/g)?.sort()).toEqual([
      'aria-current="page"',
      'class="nav active"',
      'href="/en/products"',
    ]);
    expect(html).toContain('<a href="/en/prod">not a parent</a>');
    expect(html).toContain('<a href="/en/products/p1/reviews">relative</a>');
    expect(html).toContain('<a href="/en/products/p1?tab=faq">query</a>');
  });
});
