import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageVariant, withoutTrailingSlash } from './storefront-pages.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the theme a storefront page is rendered in', () => {
  it('in the theme the visitor chose', () => {
    expect(pageVariant(request({ cookie: 'a=1; theme=true' }))).toBe('dark');
    expect(pageVariant(request({ cookie: 'theme=false' }))).toBe('light');
  });

  it("without a choice, in the system's, which the page's CSS picks", () => {
    expect(pageVariant(request({ cookie: 'theme=maybe' }))).toBe('system');
    expect(pageVariant(request({}))).toBe('system');
  });

  it('the same for a visitor who keeps a session, a cart or a wishlist (issue 26)', () => {
    expect(pageVariant(request({ cookie: 'theme=true; keeps=1' }))).toBe('dark');
    expect(pageVariant(request({ cookie: 'keeps=1' }))).toBe('system');
  });
});

describe('the one address of a storefront page', () => {
  it('moves an address with a trailing slash to the one without, keeping the query', () => {
    expect(withoutTrailingSlash('/en/products/')).toBe('/en/products');
    expect(withoutTrailingSlash('/ar/products/?page=2')).toBe('/ar/products?page=2');
    expect(withoutTrailingSlash('/en//')).toBe('/en');
  });

  it('leaves an address without one, the root, and never points at another host', () => {
    expect(withoutTrailingSlash('/en/products')).toBeUndefined();
    expect(withoutTrailingSlash('/')).toBeUndefined();
    expect(withoutTrailingSlash('//evil.example/')).toBeUndefined();
  });
});
