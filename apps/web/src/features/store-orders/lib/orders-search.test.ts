import { describe, expect, it } from 'vitest';
import { serializeListSearch } from '../../../lib/use-list-search.ts';
import { ordersSearchSchema, readOrdersSearch } from './orders-search.ts';

const read = (search: string) => readOrdersSearch(new URLSearchParams(search));

describe('the /orders URL', () => {
  it('shows current orders on the first page when the URL names nothing', () => {
    expect(read('')).toEqual({ filter: 'current', page: 1 });
  });

  it('reads the past filter and the page', () => {
    expect(read('filter=past&page=3')).toEqual({ filter: 'past', page: 3 });
  });

  it('falls back field by field for an unknown filter or a page that is not a positive whole number', () => {
    expect(read('filter=all&page=-2')).toEqual({ filter: 'current', page: 1 });
    expect(read('filter=past&page=1.5')).toEqual({ filter: 'past', page: 1 });
  });

  it('writes only what differs from current orders on the first page', () => {
    expect(serializeListSearch(ordersSearchSchema, { filter: 'current', page: 1 }).toString()).toBe('');
    expect(serializeListSearch(ordersSearchSchema, { filter: 'past', page: 2 }).toString()).toBe('page=2&filter=past');
  });
});
