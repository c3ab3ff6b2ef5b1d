import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates, true from the render after: what
 * differs per visitor (their session, cart or wishlist, kept in this browser) renders only then, so
 * hydration finds exactly the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
