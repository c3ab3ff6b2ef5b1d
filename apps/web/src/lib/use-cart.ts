import { useMemo, useSyncExternalStore } from 'react';
import type { Cart } from '@iot/shared/cart';
import { cartCount, cartLines, cartStore, emptyCart } from './cart-store.ts';

const serverSnapshot = (): Cart => emptyCart;

/**
 * The cart of this browser and what can be done to it; every component using it re-renders when it
 * changes, here or in another tab (SPEC §4 cart, persisted locally).
 */
export function useCart() {
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.read, serverSnapshot);
  return useMemo(
    () => ({
      cart,
      lines: cartLines(cart),
      count: cartCount(cart),
      quantityOf: (id: string) => cart[id.toLowerCase()]?.quantity ?? 0,
      add: cartStore.add,
      setQuantity: cartStore.setQuantity,
      remove: cartStore.remove,
      clear: cartStore.clear,
    }),
    [cart],
  );
}
