import { describe, expect, it } from 'vitest';
import { evenlySpacedKeys, keyBetween, nameComparator, placedKey, keysInNameOrder } from './name-order.ts';

// The database compares the keys byte by byte (COLLATE "C"), which is what < on ASCII strings does.
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('name keys', () => {
  it('finds a key between any two keys, however often one goes between the same neighbours', () => {
    let low: string | null = null;
    let high: string | null = null;
    const keys: string[] = [];
    for (let step = 0; step < 200; step += 1) {
      const key = keyBetween(low, high);
      if (low !== null) expect(key > low).toBe(true);
      if (high !== null) expect(key < high).toBe(true);
      expect(key.endsWith('0')).toBe(false);
      keys.push(key);
      // Alternate sides, and keep squeezing towards the same spot.
      if (step % 3 === 0) high = key;
      else low = key;
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(() => keyBetween('b', 'a')).toThrow();
  });

  it('spreads a catalog evenly over short increasing keys', () => {
    for (const count of [0, 1, 2, 35, 36, 1000, 20_000]) {
      const keys = evenlySpacedKeys(count);
      expect(keys).toHaveLength(count);
      expect([...keys].sort(byBytes)).toEqual(keys);
      expect(new Set(keys).size).toBe(count);
      for (const key of keys) expect(key === '' || key.endsWith('0')).toBe(false);
    }
    expect(Math.max(...evenlySpacedKeys(100_000).map((key) => key.length))).toBeLessThanOrEqual(5);
  });

  it('orders keys as the collator orders the names, ties by id, Arabic included', () => {
    const entries = [
      { id: 'b', name: 'جهاز 10' },
      { id: 'a', name: 'جهاز 2' },
      { id: 'c', name: 'إبرة' },
      { id: 'd', name: 'ابرة' },
      { id: 'e', name: 'Alpha' },
      { id: 'f', name: 'alpha' },
      { id: 'g', name: '' },
    ];
    const keyed = new Map(keysInNameOrder(entries, 'ar').map((entry) => [entry.id, entry.key]));
    const byKey = [...entries].sort((x, y) => byBytes(keyed.get(x.id) ?? '', keyed.get(y.id) ?? ''));
    expect(byKey).toEqual([...entries].sort(nameComparator('ar')));
  });

  it('places a new name between its neighbours and asks for a rebuild when keys are missing', () => {
    const named = ['Tracker', 'Sensor 10', 'Sensor 2', 'Sensor 1'].map((name, index) => ({ id: `p${index}`, name }));
    const entries = keysInNameOrder(named, 'en').map((entry) => ({
      ...entry,
      name: named.find((item) => item.id === entry.id)?.name ?? '',
    }));
    const key = (id: string) => entries.find((entry) => entry.id === id)?.key ?? '';
    const placed = placedKey([...entries, { id: 'new', name: 'sensor 3', key: null }], 'new', 'en');
    // Between 'Sensor 2' (p2) and 'Sensor 10' (p1): numbers compare as numbers, case does not count.
    expect(placed !== null && placed > key('p2') && placed < key('p1')).toBe(true);
    // Already in place: kept as it is, so a save that keeps the name writes nothing.
    expect(placedKey(entries, 'p1', 'en')).toBe(key('p1'));
    expect(
      placedKey([...entries, { id: 'bulk', name: 'Zed', key: null }, { id: 'new', name: 'A', key: null }], 'new', 'en'),
    ).toBeNull();
  });
});
