import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageVariant } from './storefront-pages.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('how a storefront page is drawn for a visitor', () => {
  it('in the theme the visitor chose, whatever their system prefers', () => {
    expect(pageVariant(request({ cookie: 'a=1; theme=true', 'sec-ch-prefers-color-scheme': 'light' }))).toBe('dark');
    expect(pageVariant(request({ cookie: 'theme=false', 'sec-ch-prefers-color-scheme': 'dark' }))).toBe('light');
  });

  it("without a choice, in the system's theme as the browser's hint tells it, else light", () => {
    expect(pageVariant(request({ 'sec-ch-prefers-color-scheme': 'dark' }))).toBe('dark');
    expect(pageVariant(request({ cookie: 'theme=maybe' }))).toBe('light');
    expect(pageVariant(request({}))).toBe('light');
  });

  it('by the browser when it keeps a session, a cart or a wishlist', () => {
    expect(pageVariant(request({ cookie: 'theme=true; keeps=1' }))).toBe('browser');
    expect(pageVariant(request({ cookie: 'keeps=' }))).toBe('light');
  });
});
