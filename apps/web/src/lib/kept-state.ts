import { readAccessToken, readRefreshToken, subscribeToSessions } from '../api/auth/token-store.ts';
import { cartStore } from './cart-store.ts';
import { writeServerCookie } from './storage.ts';
import { wishlistStore } from './wishlist.ts';

/**
 * Tells the server, through a cookie, whether this browser keeps something that changes what a
 * storefront page shows: a marketplace session (the header's account menu), cart lines (the cart
 * badge) or wishlisted products (the cards' hearts). The server cannot read localStorage, so for
 * such a browser it leaves pages to the browser rather than draw one that would change as it
 * hydrates (issue 12: hydration with no visible change). Same rule as apps/api/src/http/storefront-pages.ts.
 */
export const keptStateCookie = 'keeps';

function keepsState(): boolean {
  return (
    readAccessToken('marketplace') !== null ||
    readRefreshToken('marketplace') !== null ||
    cartStore.kept() ||
    wishlistStore.read().length > 0
  );
}

// Cookies blocked: the server then draws pages, which still hydrate correctly.
function shareKeptState(): void {
  writeServerCookie(keptStateCookie, keepsState() ? '1' : null);
}

/** Shares the kept state now and whenever a session, the cart or the wishlist changes. */
export function shareKeptStateWithServer(): void {
  shareKeptState();
  subscribeToSessions(shareKeptState);
  cartStore.subscribe(shareKeptState);
  wishlistStore.subscribe(shareKeptState);
}
