import { describe, expect, it } from 'vitest';
import {
  evenlySpacedKeys,
  keyBetween,
  keysInNameOrder,
  nameComparator,
  nameOrderNeighbours,
  placedKey,
  type KeyedEntry,
  type KeyProbe,
  type NamedEntry,
} from './name-order.ts';

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

  it('keeps a key that already sits between the neighbours, else takes one between them, and asks for a rebuild on equal keys', () => {
    expect(placedKey('m', 'a', 'z')).toBe('m');
    expect(placedKey(null, null, null)).toBe(keyBetween(null, null));
    const moved = placedKey('m', 'p', 'q');
    expect(moved !== null && moved > 'p' && moved < 'q').toBe(true);
    expect(placedKey('b', null, 'c')).toBe('b');
    expect(placedKey('d', null, 'c')).toBe(keyBetween(null, 'c'));
    expect(placedKey('x', 'k', 'k')).toBeNull();
  });
});

/** A keyed catalog held in memory, probed as nameSortNeighbours probes the index (same bounds, same order). */
function memoryCatalog(entries: KeyedEntry[]) {
  const byKey = (a: KeyedEntry, b: KeyedEntry) => byBytes(a.key, b.key) || byBytes(a.id, b.id);
  const sorted = [...entries].sort(byKey);
  /** The first position whose entry is not `before` (sorted is partitioned by it). */
  const firstNot = (before: (entry: KeyedEntry) => boolean) => {
    let [from, to] = [0, sorted.length];
    while (from < to) {
      const middle = (from + to) >> 1;
      if (before(sorted[middle] as KeyedEntry)) from = middle + 1;
      else to = middle;
    }
    return from;
  };
  let probes = 0;
  const probeFor =
    (exceptId: string): KeyProbe =>
    async (key, low, high) => {
      probes += 1;
      const start = low === null ? 0 : firstNot((entry) => byKey(entry, low) <= 0);
      const end = high === null ? sorted.length : firstNot((entry) => byKey(entry, high) < 0);
      const split = Math.min(
        Math.max(
          firstNot((entry) => entry.key < key),
          start,
        ),
        end,
      );
      const inside = (from: number, to: number) => sorted.slice(from, to).filter((entry) => entry.id !== exceptId);
      return {
        below: inside(Math.max(start, split - 2), split).at(-1),
        above: inside(split, Math.min(end, split + 2))[0],
      };
    };
  return { probeFor, probes: () => probes };
}

/** What placing used to read the whole catalog for: the target's neighbours in name order. */
function neighboursByReadingAll(entries: KeyedEntry[], target: NamedEntry, language: 'en' | 'ar') {
  const compare = nameComparator(language);
  let low: KeyedEntry | null = null;
  let high: KeyedEntry | null = null;
  for (const entry of entries) {
    if (entry.id === target.id) continue;
    if (compare(entry, target) < 0) {
      if (!low || compare(entry, low) > 0) low = entry;
    } else if (!high || compare(entry, high) < 0) high = entry;
  }
  return { low, high };
}

function keyed(named: NamedEntry[], language: 'en' | 'ar'): KeyedEntry[] {
  const keys = new Map(keysInNameOrder(named, language).map((entry) => [entry.id, entry.key]));
  return named.map((entry) => ({ ...entry, key: keys.get(entry.id) ?? '' }));
}

describe('name order neighbours through the key index', () => {
  const names = [
    'Sensor 10',
    'Sensor 2',
    'sensor 2',
    'SENSOR 2',
    'Éclair',
    'eclair',
    'Alpha',
    '',
    'Zeta',
    'جهاز 10',
    'جهاز 2',
    'إبرة',
    'ابرة',
    'آلة',
    'Tracker',
    'Tracker',
  ];

  it.each(['en', 'ar'] as const)('finds the same neighbours as reading every name (%s)', async (language) => {
    const named = names.map((name, index) => ({ id: `p${String(index).padStart(2, '0')}`, name }));
    const entries = keyed(named, language);
    const catalog = memoryCatalog(entries);
    const targets: NamedEntry[] = [
      // New products: first, last, between, equal to existing names (ties by id on either side).
      ...['', '!', 'aaa', 'zzz', 'ي', 'Sensor 3', 'sensor 2', 'Tracker', 'tracker', 'جهاز 3', 'ابرة'].flatMap(
        (name) => [
          { id: 'p00', name },
          { id: 'p07x', name },
          { id: 'p99', name },
        ],
      ),
      // Renames of products already placed: to the ends, to their own name, to another one's name.
      ...named.map((entry, index) => ({ id: entry.id, name: names[(index * 7) % names.length] ?? '' })),
      ...named.map((entry) => ({ id: entry.id, name: `${entry.name}` })),
    ].filter(
      (target, index, all) => all.findIndex((other) => other.id === target.id && other.name === target.name) === index,
    );
    for (const target of targets) {
      // A new product (an id not in the catalog) is simply not among the entries.
      const { low, high } = await nameOrderNeighbours(target, language, catalog.probeFor(target.id));
      const expected = neighboursByReadingAll(entries, target, language);
      expect({ low: low?.id, high: high?.id }, JSON.stringify(target)).toEqual({
        low: expected.low?.id,
        high: expected.high?.id,
      });
    }
  });

  it('answers at once on an empty catalog and when the only product is the one renamed', async () => {
    const empty = memoryCatalog([]);
    expect(await nameOrderNeighbours({ id: 'a', name: 'x' }, 'en', empty.probeFor('a'))).toEqual({
      low: null,
      high: null,
    });
    expect(empty.probes()).toBe(1);
    const alone = memoryCatalog([{ id: 'a', name: 'old', key: 'i' }]);
    expect(await nameOrderNeighbours({ id: 'a', name: 'new' }, 'en', alone.probeFor('a'))).toEqual({
      low: null,
      high: null,
    });
  });

  it('stops at equal keys, which leave no room between them', async () => {
    const tied = memoryCatalog([
      { id: 'a', name: 'Alpha', key: 'i' },
      { id: 'b', name: 'Gamma', key: 'i' },
    ]);
    const { low, high } = await nameOrderNeighbours({ id: 'c', name: 'Beta' }, 'en', tied.probeFor('c'));
    expect(placedKey(null, low?.key ?? null, high?.key ?? null)).toBeNull();
  });

  it('looks into the key index about log2(n) times on a catalog of 100,000, and keeps the order with each placement', async () => {
    const named = Array.from({ length: 100_000 }, (_, index) => ({
      id: `p${String(index).padStart(6, '0')}`,
      name: `Device ${(index * 7919) % 100_003}`,
    }));
    const entries = keyed(named, 'en');
    for (const name of ['Device 0', 'Device 50000', 'Device 99999x', 'Aardvark', 'Zulu', 'Device 12345']) {
      const target = { id: `new ${name}`, name };
      const catalog = memoryCatalog(entries);
      const { low, high } = await nameOrderNeighbours(target, 'en', catalog.probeFor(target.id));
      const expected = neighboursByReadingAll(entries, target, 'en');
      expect([low?.id, high?.id]).toEqual([expected.low?.id, expected.high?.id]);
      expect(catalog.probes(), name).toBeLessThanOrEqual(18);
      const key = placedKey(null, low?.key ?? null, high?.key ?? null);
      expect(key !== null && (low === null || key > low.key) && (high === null || key < high.key)).toBe(true);
    }
  }, 60_000);
});
