import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../lib/date-presets.ts';
import { parseListSearch, serializeListSearch } from '../../../lib/use-list-search.ts';
import { orderListQuery, orderListSearchSchema, type OrderListState } from './order-list-search.ts';

const read = (text: string) => parseListSearch(orderListSearchSchema, new URLSearchParams(text));
const write = (state: Partial<OrderListState>) => serializeListSearch(orderListSearchSchema, state).toString();
const defaults = read('');

describe('orders list state in the URL', () => {
  it('reads status, search, date preset, custom dates, sort and paging', () => {
    expect(
      read(
        'status=shipped&search=%23000012&date=custom&from=2025-01-02&to=2025-01-09&sort=total&order=asc&page=3&limit=20',
      ),
    ).toEqual({
      page: 3,
      limit: 20,
      status: 'shipped',
      search: '#000012',
      date: 'custom',
      from: '2025-01-02',
      to: '2025-01-09',
      sort: 'total',
      order: 'asc',
      customer: undefined,
    });
  });

  it('narrows to one customer from `customer=<kind>:<id>`, and ignores a malformed one', () => {
    const id = '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01';
    const state = read(`customer=tenant:${id}`);
    expect(orderListQuery(state)).toMatchObject({ customerKind: 'tenant', customerId: id });
    expect(write(state)).toBe(`customer=tenant%3A${id}`);
    for (const junk of [`customer=admin:${id}`, 'customer=root:42', 'customer=root', `customer=:${id}`])
      expect(read(junk).customer).toBeUndefined();
  });

  it('falls back to the defaults for unknown values, and refuses days that do not exist', () => {
    expect(read('status=lost&date=someday&sort=x&order=up&page=-1&limit=7')).toEqual(defaults);
    expect(read('date=custom&from=2025-02-30&to=junk')).toMatchObject({
      date: 'custom',
      from: undefined,
      to: undefined,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(write({ ...defaults, search: '  ' })).toBe('');
    const state = {
      ...defaults,
      page: 2,
      status: 'pending' as const,
      search: 'mona',
      date: 'custom' as const,
      from: '2025-03-01',
      to: '2025-03-31',
      sort: 'orderId' as const,
      order: 'asc' as const,
    };
    expect(read(write(state))).toEqual(state);
  });

  it('sends a preset as the instants of its local days, custom days only with the custom preset', () => {
    const now = new Date(2025, 0, 15, 10, 30);
    const sent = { page: 1, limit: 10, sort: 'placedAt', order: 'desc' };
    expect(orderListQuery({ ...defaults, date: 'yesterday', status: 'pending' }, now)).toEqual({
      ...sent,
      status: 'pending',
      ...presetRange('yesterday', now),
    });
    expect(orderListQuery({ ...defaults, date: 'today', from: '2025-01-02' }, now)).toEqual({
      ...sent,
      ...presetRange('today', now),
    });
    const custom = orderListQuery({ ...defaults, date: 'custom', from: '2025-01-02' }, now);
    expect(custom.from).toBe(new Date(2025, 0, 2).toISOString());
    expect(custom.to).toBeUndefined();
    expect(orderListQuery(read('search=%2012%20'), now)).toEqual({ ...sent, search: '12' });
  });
});
