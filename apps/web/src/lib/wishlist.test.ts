import { describe, expect, it, vi } from 'vitest';
import { createWishlistStore, parseWishlist, toggleWishlistId, wishlistLimit, wishlistStorageKey } from './wishlist.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[wishlistStorageKey, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('parseWishlist', () => {
  it('keeps unique product ids and drops anything else', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('not json')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(parseWishlist(JSON.stringify([id(1), 'x', 3, id(1), id(2)]))).toEqual([id(1), id(2)]);
  });

  it('caps the list at what one page of /products?ids= can show', () => {
    const many = Array.from({ length: wishlistLimit + 5 }, (_, n) => id(n));
    expect(parseWishlist(JSON.stringify(many))).toHaveLength(wishlistLimit);
  });
});

describe('toggleWishlistId', () => {
  it('adds newest first and removes on the second toggle', () => {
    const once = toggleWishlistId([id(1)], id(2));
    expect(once).toEqual([id(2), id(1)]);
    expect(toggleWishlistId(once, id(1))).toEqual([id(2)]);
  });

  it('drops the oldest entry when full', () => {
    const full = Array.from({ length: wishlistLimit }, (_, n) => id(n));
    const next = toggleWishlistId(full, id(999));
    expect(next).toHaveLength(wishlistLimit);
    expect(next[0]).toBe(id(999));
    expect(next).not.toContain(id(wishlistLimit - 1));
  });
});

describe('createWishlistStore', () => {
  it('persists toggles, notifies subscribers and keeps the snapshot stable between changes', () => {
    const storage = memoryStorage();
    const store = createWishlistStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const empty = store.read();
    expect(store.read()).toBe(empty);
    store.toggle(id(7));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.values.get(wishlistStorageKey) ?? '[]')).toEqual([id(7)]);
    const after = store.read();
    expect(after).toEqual([id(7)]);
    expect(store.read()).toBe(after);

    unsubscribe();
    store.toggle(id(7));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual([]);
  });

  it('reads what another tab stored', () => {
    const storage = memoryStorage(JSON.stringify([id(1)]));
    const store = createWishlistStore(() => storage);
    expect(store.read()).toEqual([id(1)]);
    storage.setItem(wishlistStorageKey, JSON.stringify([id(2), id(1)]));
    expect(store.read()).toEqual([id(2), id(1)]);
  });

  it('still works for this page when storage throws', () => {
    const store = createWishlistStore(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    }));
    expect(store.read()).toEqual([]);
    store.toggle(id(3));
    expect(store.read()).toEqual([id(3)]);
  });
});
