import { describe, expect, it } from 'vitest';
import { readProductListState, writeProductListState } from './list-search.ts';

describe('product list URL state', () => {
  it('reads defaults from an empty URL and ignores values it does not know', () => {
    expect(readProductListState(new URLSearchParams('page=-2&limit=7&sort=cheap&type=robot&visible=maybe'))).toEqual({
      page: 1,
      limit: 10,
      sort: 'newest',
      search: '',
      type: '',
      visible: '',
    });
  });

  it('round-trips filters, keeping defaults out of the URL', () => {
    const state = readProductListState(
      new URLSearchParams('page=3&limit=20&sort=nameAsc&search=lock&type=device&visible=false'),
    );
    expect(state).toEqual({ page: 3, limit: 20, sort: 'nameAsc', search: 'lock', type: 'device', visible: 'false' });
    expect(writeProductListState(state, { page: 3 }).toString()).toBe(
      'page=3&limit=20&sort=nameAsc&search=lock&type=device&visible=false',
    );
    expect(
      writeProductListState(state, {
        page: 1,
        sort: 'newest',
        search: '',
        type: '',
        visible: '',
        limit: 10,
      }).toString(),
    ).toBe('');
  });

  it('goes back to the first page when a filter changes', () => {
    const state = readProductListState(new URLSearchParams('page=4'));
    expect(writeProductListState(state, { type: 'gateway' }).toString()).toBe('type=gateway');
  });
});
