import { describe, expect, it } from 'vitest';
import { readInventoryListState, writeInventoryListState } from './list-state.ts';

describe('inventory list state in the URL', () => {
  it('reads filters, sort, search and paging, falling back to defaults for unknown values', () => {
    expect(readInventoryListState(new URLSearchParams('stock=low&sort=levelAsc&page=3&limit=20&search=gw'))).toEqual({
      page: 3,
      limit: 20,
      stock: 'low',
      sort: 'levelAsc',
      search: 'gw',
    });
    expect(readInventoryListState(new URLSearchParams('stock=gone&sort=x&page=-2&limit=7'))).toEqual({
      page: 1,
      limit: 10,
      stock: 'all',
      sort: 'nameAsc',
      search: '',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const state = { page: 2, limit: 50, stock: 'out' as const, sort: 'updatedDesc' as const, search: 'sensor' };
    expect(
      writeInventoryListState({ ...state, page: 1, limit: 10, stock: 'all', sort: 'nameAsc', search: ' ' }).toString(),
    ).toBe('');
    expect(readInventoryListState(writeInventoryListState(state))).toEqual(state);
  });
});
