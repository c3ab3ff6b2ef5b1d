import { useCallback, useSyncExternalStore } from 'react';

/**
 * The wishlist is a list of product ids kept in the browser (SPEC §1: shoppers may be anonymous,
 * and the API has no wishlist resource), shared by every tab through the `storage` event. The
 * products themselves come from GET /products?ids=…, which answers at most 48 per page.
 */
export const wishlistStorageKey = 'wishlist';
export const wishlistLimit = 48;

/**
 * The empty list as one array: the snapshot a page is drawn with on the server and the one this
 * browser reads while nothing is stored, so hydration finds them identical and draws nothing again.
 */
const noIds: string[] = [];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whatever is stored (nothing, broken JSON, foreign values) becomes a clean list of unique ids. */
export function parseWishlist(text: string | null): string[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && uuidPattern.test(id));
  return [...new Set(ids)].slice(0, wishlistLimit);
}

/** Newest first; a full list drops its oldest entry to make room. */
export function toggleWishlistId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [id, ...ids].slice(0, wishlistLimit);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function createWishlistStore(storage: () => StorageLike | undefined) {
  const listeners = new Set<() => void>();
  // The snapshot must keep its identity while the stored text is unchanged (useSyncExternalStore).
  let cache: { text: string | null; ids: string[] } = { text: null, ids: noIds };

  const readText = (): string | null => {
    try {
      return storage()?.getItem(wishlistStorageKey) ?? null;
    } catch {
      return null;
    }
  };
  // Any empty list is noIds, so a wishlist emptied earlier ("[]" stored) also hydrates unchanged.
  const canonical = (ids: string[]) => (ids.length > 0 ? ids : noIds);
  const read = (): string[] => {
    const text = readText();
    if (text !== cache.text) cache = { text, ids: canonical(parseWishlist(text)) };
    return cache.ids;
  };
  const emit = () => listeners.forEach((listener) => listener());
  const write = (ids: string[]) => {
    const text = JSON.stringify(ids);
    try {
      storage()?.setItem(wishlistStorageKey, text);
    } catch {
      // Private mode or a full quota: the list then lasts for this page only.
    }
    cache = { text: readText() === text ? text : cache.text, ids: canonical(ids) };
    emit();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === wishlistStorageKey) emit();
  };

  return {
    read,
    toggle: (id: string) => write(toggleWishlistId(read(), id)),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const wishlistStore = createWishlistStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/** The wishlisted ids (newest first) and a toggle; every component using it re-renders on change. */
export function useWishlist() {
  const ids = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.read, () => noIds);
  const toggle = useCallback((id: string) => wishlistStore.toggle(id), []);
  return { ids, toggle, has: (id: string) => ids.includes(id) };
}
