import { describe, expect, it } from 'vitest';
import { reorder } from './reorder.ts';

const items = (...orders: number[]) => orders.map((sortOrder, index) => ({ id: `i${index}`, sortOrder }));

describe('reorder', () => {
  it('moves an item down and up, sending only the orders that change', () => {
    expect(reorder(items(1, 2, 3), 0, 1)).toEqual([
      { id: 'i1', sortOrder: 1 },
      { id: 'i0', sortOrder: 2 },
    ]);
    expect(reorder(items(1, 2, 3), 2, 0)).toEqual([
      { id: 'i2', sortOrder: 1 },
      { id: 'i0', sortOrder: 2 },
      { id: 'i1', sortOrder: 3 },
    ]);
  });

  it('orders items that all share the default order', () => {
    expect(reorder(items(0, 0, 0), 1, 0)).toEqual([
      { id: 'i1', sortOrder: 1 },
      { id: 'i0', sortOrder: 2 },
      { id: 'i2', sortOrder: 3 },
    ]);
  });

  it('does nothing past either end or in place', () => {
    expect(reorder(items(1, 2), 0, -1)).toEqual([]);
    expect(reorder(items(1, 2), 1, 2)).toEqual([]);
    expect(reorder(items(1, 2), 1, 1)).toEqual([]);
  });
});
