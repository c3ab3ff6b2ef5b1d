/**
 * SPEC §3 Cart (held locally): a map of product id → { id, quantity }. SPEC §4: adding increases
 * the quantity, reaching 0 removes the line, remove and clear exist, all persisted locally.
 *
 * Apart from the stored cart's schema (cart-item.ts): a page whose browser keeps no cart, which is
 * every page the server draws, starts without zod (issue 12). cart-item.ts re-exports these.
 */
export const cartLimits = {
  maxLines: 50,
  maxQuantity: 999,
} as const;

export type CartItem = { id: string; quantity: number };
export type Cart = Record<string, CartItem>;
