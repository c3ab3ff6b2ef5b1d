import { describe, expect, it } from 'vitest';
import { readOrdersSearch } from './orders-search.ts';

describe('readOrdersSearch', () => {
  it('shows current orders on the first page when the URL names nothing', () => {
    expect(readOrdersSearch(new URLSearchParams(''))).toEqual({ filter: 'current', page: 1 });
  });

  it('reads the past filter and the page', () => {
    expect(readOrdersSearch(new URLSearchParams('filter=past&page=3'))).toEqual({ filter: 'past', page: 3 });
  });

  it('falls back for an unknown filter or a page that is not a positive whole number', () => {
    expect(readOrdersSearch(new URLSearchParams('filter=all&page=-2'))).toEqual({ filter: 'current', page: 1 });
    expect(readOrdersSearch(new URLSearchParams('page=1.5'))).toEqual({ filter: 'current', page: 1 });
  });
});
