import { describe, expect, it } from 'vitest';
import { readTenantListState, writeTenantListState } from './list-state.ts';

describe('tenant list state in the URL', () => {
  it('reads search, page and page size, falling back to the defaults for anything unknown', () => {
    expect(readTenantListState(new URLSearchParams('search=%20fleet%20&page=3&limit=20'))).toEqual({
      page: 3,
      limit: 20,
      search: 'fleet',
    });
    expect(readTenantListState(new URLSearchParams('page=-2&limit=7'))).toEqual({ page: 1, limit: 10, search: '' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeTenantListState({ page: 1, limit: 10, search: '' }).toString()).toBe('');
    const state = { page: 2, limit: 50, search: 'ops@harbour' };
    expect(readTenantListState(writeTenantListState(state))).toEqual(state);
  });
});
