import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageVariant } from './storefront-pages.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('how a storefront page is drawn for a visitor', () => {
  it('in the theme the visitor chose', () => {
    expect(pageVariant(request({ cookie: 'a=1; theme=true' }))).toBe('dark');
    expect(pageVariant(request({ cookie: 'theme=false' }))).toBe('light');
  });

  it("without a choice, in the system's, which the page's CSS picks", () => {
    expect(pageVariant(request({ cookie: 'theme=maybe' }))).toBe('system');
    expect(pageVariant(request({}))).toBe('system');
  });

  it('by the browser when it keeps a session, a cart or a wishlist', () => {
    expect(pageVariant(request({ cookie: 'theme=true; keeps=1' }))).toBe('browser');
    expect(pageVariant(request({ cookie: 'keeps=' }))).toBe('system');
  });
});
