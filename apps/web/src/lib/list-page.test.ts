import { describe, expect, it } from 'vitest';
import { readListPage as readPage, writeListPage as writePage } from './list-page.ts';

describe('list page parameters', () => {
  it('reads a page and a known page size, and falls back on anything else', () => {
    expect(readPage(new URLSearchParams('page=3&limit=20'))).toEqual({ page: 3, limit: 20 });
    expect(readPage(new URLSearchParams('page=0&limit=7'))).toEqual({ page: 1, limit: 10 });
    expect(readPage(new URLSearchParams('page=2.5&limit=abc'))).toEqual({ page: 1, limit: 10 });
    expect(readPage(new URLSearchParams(''))).toEqual({ page: 1, limit: 10 });
  });

  it('writes only what differs from the first page of ten', () => {
    expect(writePage({ page: 1, limit: 10 }).toString()).toBe('');
    expect(writePage({ page: 2, limit: 50 }).toString()).toBe('page=2&limit=50');
  });
});
