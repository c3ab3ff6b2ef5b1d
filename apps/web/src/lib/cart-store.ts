import { cartLimits, type Cart, type CartItem } from '@iot/shared/cart-basics';
import type { cartItemSchema } from '@iot/shared/cart-item';

/**
 * SPEC §3, §4: the cart is held in the browser as a map of product id → { id, quantity }, so an
 * anonymous shopper keeps it across reloads and signing in. Adding increases a line, a quantity of
 * 0 removes it, and remove and clear exist. Every tab shares it through the `storage` event.
 * It lives in lib/ (not in the store-cart feature) because the product card and the product page's
 * purchase panel add to it, and features do not import each other.
 */
export const cartStorageKey = 'cart';

/** One shared empty cart, so an empty snapshot keeps its identity. */
export const emptyCart: Cart = Object.freeze({}) as Cart;

export type CartItemSchema = typeof cartItemSchema;

/**
 * The stored cart's schema, imported when a stored cart is first read or a line first added: a
 * browser that keeps no cart, as on every page the server draws, starts without zod (issue 12).
 */
export function importCartItemSchema(): Promise<CartItemSchema> {
  return import('@iot/shared/cart-item').then((module) => module.cartItemSchema);
}

/** A stored line's shape, for the moment before the schema has come to check it. */
function storedLine(entry: unknown): CartItem | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { id, quantity } = entry as Record<string, unknown>;
  return typeof id === 'string' && typeof quantity === 'number' ? { id, quantity } : undefined;
}

/**
 * Whatever is stored (nothing, broken JSON, edited by hand, written by an older version) becomes a
 * clean cart: each entry must pass the shared `cartItemSchema` under its own id, anything else is
 * dropped, and at most `cartLimits.maxLines` lines are kept (what one pricing request accepts).
 * Without the schema (not yet imported), entries are taken by their shape alone; the store reads
 * them again once it has come.
 */
export function parseCart(text: string | null, schema: CartItemSchema | undefined): Cart {
  if (!text) return emptyCart;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return emptyCart;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return emptyCart;
  const cart: Cart = {};
  for (const [key, entry] of Object.entries(value)) {
    if (Object.keys(cart).length >= cartLimits.maxLines) break;
    const line = schema ? schema.safeParse(entry).data : storedLine(entry);
    if (!line || line.id.toLowerCase() !== key.toLowerCase()) continue;
    const id = line.id.toLowerCase();
    if (!cart[id]) cart[id] = { id, quantity: line.quantity };
  }
  return cart;
}

/** The lines in the order the shopper added them (the order pricing and checkout show). */
export function cartLines(cart: Cart): CartItem[] {
  return Object.values(cart);
}

/** The header badge's figure: the sum of the quantities, not the number of lines. */
export function cartCount(cart: Cart): number {
  return cartLines(cart).reduce((sum, line) => sum + line.quantity, 0);
}

const capQuantity = (quantity: number) => Math.min(cartLimits.maxQuantity, Math.round(quantity));

export type AddOutcome = 'added' | 'full' | 'invalid';

/**
 * SPEC §4: adding a product already in the cart increases its quantity (up to the line maximum); a
 * new product is refused when the cart already holds `cartLimits.maxLines` lines.
 */
export function addToCart(
  cart: Cart,
  id: string,
  quantity: number,
  schema: CartItemSchema | undefined,
): { cart: Cart; outcome: AddOutcome } {
  const key = id.toLowerCase();
  const current = cart[key];
  if (!Number.isInteger(quantity) || quantity < 1) return { cart, outcome: 'invalid' };
  const item = { id: key, quantity: capQuantity((current?.quantity ?? 0) + quantity) };
  // Without the schema yet, the store checks the line when it reads the cart again.
  if (schema && !schema.safeParse(item).success) return { cart, outcome: 'invalid' };
  if (!current && cartLines(cart).length >= cartLimits.maxLines) return { cart, outcome: 'full' };
  return { cart: { ...cart, [key]: item }, outcome: 'added' };
}

/** SPEC §4: a quantity of 0 (or less) removes the line; above the line maximum it is capped. */
export function setCartQuantity(cart: Cart, id: string, quantity: number): Cart {
  const key = id.toLowerCase();
  if (!cart[key]) return cart;
  if (!(quantity >= 1)) return removeFromCart(cart, key);
  return { ...cart, [key]: { id: key, quantity: capQuantity(quantity) } };
}

export function removeFromCart(cart: Cart, id: string): Cart {
  const key = id.toLowerCase();
  if (!cart[key]) return cart;
  const next = { ...cart };
  delete next[key];
  return next;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type CartStore = ReturnType<typeof createCartStore>;

export function createCartStore(
  storage: () => StorageLike | undefined,
  importSchema: () => Promise<CartItemSchema> = importCartItemSchema,
) {
  const listeners = new Set<() => void>();
  // The snapshot keeps its identity while the stored text is unchanged (useSyncExternalStore);
  // `undefined` text: read again.
  let cache: { text: string | null | undefined; cart: Cart } = { text: null, cart: emptyCart };
  let schema: CartItemSchema | undefined;
  let schemaImport: Promise<CartItemSchema> | undefined;
  const loadSchema = (): Promise<CartItemSchema> => {
    schemaImport ??= importSchema().then((loaded) => {
      schema = loaded;
      // A stored cart read before the schema came is read again, now with it.
      if (typeof cache.text === 'string') cache = { text: undefined, cart: cache.cart };
      emit();
      return loaded;
    });
    return schemaImport;
  };

  const readText = (): string | null => {
    try {
      return storage()?.getItem(cartStorageKey) ?? null;
    } catch {
      return null;
    }
  };
  const read = (): Cart => {
    const text = readText();
    if (text === cache.text) return cache.cart;
    cache = { text, cart: parseCart(text, schema) };
    if (text !== null && !schema) void loadSchema();
    return cache.cart;
  };
  const emit = () => listeners.forEach((listener) => listener());
  const write = (cart: Cart) => {
    if (cart === read()) return;
    const empty = cartLines(cart).length === 0;
    const text = empty ? null : JSON.stringify(cart);
    try {
      if (empty) storage()?.removeItem(cartStorageKey);
      else storage()?.setItem(cartStorageKey, text ?? '');
    } catch {
      // Private mode or a full quota: the cart then lasts for this page only.
    }
    // When storage refused the write, the cache (keyed by the old text) still holds the new cart.
    cache = { text: readText() === text ? text : cache.text, cart: empty ? emptyCart : cart };
    emit();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === cartStorageKey) emit();
  };

  return {
    read,
    /** Whether this browser keeps a cart, read or not: an empty cart is never stored. */
    kept: () => readText() !== null,
    /** Resolves once a kept cart is read with its schema (at once when none is kept). */
    ready: async (): Promise<void> => {
      if (readText() !== null) await loadSchema();
    },
    add: (id: string, quantity = 1): AddOutcome => {
      const { cart, outcome } = addToCart(read(), id, quantity, schema);
      write(cart);
      if (!schema) void loadSchema();
      return outcome;
    },
    setQuantity: (id: string, quantity: number) => write(setCartQuantity(read(), id, quantity)),
    remove: (id: string) => write(removeFromCart(read(), id)),
    clear: () => write(emptyCart),
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

/** The one cart of this browser. */
export const cartStore = createCartStore(() => (typeof window === 'undefined' ? undefined : window.localStorage));
