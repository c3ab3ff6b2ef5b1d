import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../lib/date-presets.ts';
import { defaultOrderListState, orderListQuery, readOrderListState, writeOrderListState } from './list-state.ts';

describe('orders list state in the URL', () => {
  it('reads status, search, date preset, custom dates, sort and paging', () => {
    const params = new URLSearchParams(
      'status=shipped&search=%23000012&date=custom&from=2025-01-02&to=2025-01-09&sort=total&order=asc&page=3&limit=20',
    );
    expect(readOrderListState(params)).toEqual({
      page: 3,
      limit: 20,
      status: 'shipped',
      search: '#000012',
      preset: 'custom',
      from: '2025-01-02',
      to: '2025-01-09',
      sort: 'total',
      order: 'asc',
      customer: null,
    });
  });

  it('narrows to one customer from `customer=<kind>:<id>`, and ignores a malformed one', () => {
    const id = '7d1f0b8e-3c52-4b7a-9a55-2f4c6f0e1a01';
    const state = readOrderListState(new URLSearchParams(`customer=tenant:${id}`));
    expect(state.customer).toEqual({ kind: 'tenant', id });
    expect(orderListQuery(state)).toMatchObject({ customerKind: 'tenant', customerId: id });
    expect(writeOrderListState(state).toString()).toBe(`customer=tenant%3A${id}`);
    for (const junk of [`customer=admin:${id}`, 'customer=root:42', 'customer=root', `customer=:${id}`])
      expect(readOrderListState(new URLSearchParams(junk)).customer).toBeNull();
  });

  it('falls back to the defaults for unknown values, and keeps custom dates only with the custom preset', () => {
    expect(
      readOrderListState(
        new URLSearchParams('status=lost&date=someday&sort=x&order=up&page=-1&limit=7&from=2025-01-02'),
      ),
    ).toEqual(defaultOrderListState);
    expect(readOrderListState(new URLSearchParams('date=today&from=2025-01-02'))).toMatchObject({
      preset: 'today',
      from: '',
    });
    expect(readOrderListState(new URLSearchParams('date=custom&from=2025-02-30&to=junk'))).toMatchObject({
      preset: 'custom',
      from: '',
      to: '',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeOrderListState({ ...defaultOrderListState, search: '  ' }).toString()).toBe('');
    const state = {
      ...defaultOrderListState,
      page: 2,
      status: 'pending' as const,
      search: 'mona',
      preset: 'custom' as const,
      from: '2025-03-01',
      to: '2025-03-31',
      sort: 'orderId' as const,
      order: 'asc' as const,
    };
    expect(readOrderListState(writeOrderListState(state))).toEqual(state);
  });

  it('sends a preset as the instants of its local days, and nothing for no preset', () => {
    const now = new Date(2025, 0, 15, 10, 30);
    expect(orderListQuery({ ...defaultOrderListState, preset: 'yesterday', status: 'pending' }, now)).toEqual({
      page: 1,
      limit: 10,
      sort: 'placedAt',
      order: 'desc',
      status: 'pending',
      ...presetRange('yesterday', now),
    });
    const custom = orderListQuery({ ...defaultOrderListState, preset: 'custom', from: '2025-01-02' }, now);
    expect(custom.from).toBe(new Date(2025, 0, 2).toISOString());
    expect(custom.to).toBeUndefined();
    expect(orderListQuery({ ...defaultOrderListState, search: ' 12 ' }, now)).toEqual({
      page: 1,
      limit: 10,
      sort: 'placedAt',
      order: 'desc',
      search: '12',
    });
  });
});
