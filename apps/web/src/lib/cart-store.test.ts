import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLimits } from '@iot/shared/cart';
import { cartItemSchema } from '@iot/shared/cart-item';
import {
  addToCart,
  cartCount,
  cartLines,
  cartStorageKey,
  createCartStore,
  parseCart,
  removeFromCart,
  setCartQuantity,
} from './cart-store.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[cartStorageKey, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.values.get(cartStorageKey) ?? 'null') as unknown;

describe('parseCart', () => {
  it('reads the stored map of product id to { id, quantity }', () => {
    const text = JSON.stringify({ [id(1)]: { id: id(1), quantity: 2 }, [id(2)]: { id: id(2), quantity: 1 } });
    expect(parseCart(text, cartItemSchema)).toEqual({
      [id(1)]: { id: id(1), quantity: 2 },
      [id(2)]: { id: id(2), quantity: 1 },
    });
  });

  it('turns nothing, broken JSON and foreign shapes into an empty cart', () => {
    expect(parseCart(null, cartItemSchema)).toEqual({});
    expect(parseCart('not json', cartItemSchema)).toEqual({});
    expect(parseCart('[1,2]', cartItemSchema)).toEqual({});
    expect(parseCart('"text"', cartItemSchema)).toEqual({});
  });

  it('drops entries the shared cart item schema refuses, keeping the good ones', () => {
    const text = JSON.stringify({
      [id(1)]: { id: id(1), quantity: 3 },
      'not-a-uuid': { id: 'not-a-uuid', quantity: 1 },
      [id(2)]: { id: id(2), quantity: 0 },
      [id(3)]: { id: id(3), quantity: 1.5 },
      [id(4)]: { id: id(4), quantity: cartLimits.maxQuantity + 1 },
      [id(5)]: { id: id(6), quantity: 1 },
      [id(7)]: 'seven',
    });
    expect(parseCart(text, cartItemSchema)).toEqual({ [id(1)]: { id: id(1), quantity: 3 } });
  });

  it('keeps at most the lines one pricing request accepts', () => {
    const many = Object.fromEntries(
      Array.from({ length: cartLimits.maxLines + 5 }, (_, n) => [id(n), { id: id(n), quantity: 1 }]),
    );
    const cart = parseCart(JSON.stringify(many), cartItemSchema);
    expect(cartLines(cart)).toHaveLength(cartLimits.maxLines);
    expect(cart[id(0)]).toBeDefined();
    expect(cart[id(cartLimits.maxLines)]).toBeUndefined();
  });
});

describe('cart operations', () => {
  it('adding a product already in the cart increases its quantity', () => {
    const once = addToCart({}, id(1), 2, cartItemSchema);
    expect(once.outcome).toBe('added');
    const twice = addToCart(once.cart, id(1), 3, cartItemSchema);
    expect(twice.cart).toEqual({ [id(1)]: { id: id(1), quantity: 5 } });
  });

  it('caps a line at the maximum quantity', () => {
    const { cart } = addToCart(
      { [id(1)]: { id: id(1), quantity: cartLimits.maxQuantity - 1 } },
      id(1),
      10,
      cartItemSchema,
    );
    expect(cart[id(1)]?.quantity).toBe(cartLimits.maxQuantity);
    expect(setCartQuantity(cart, id(1), 5000)[id(1)]?.quantity).toBe(cartLimits.maxQuantity);
  });

  it('refuses a new product in a full cart but still increases a line already there', () => {
    const full = Object.fromEntries(
      Array.from({ length: cartLimits.maxLines }, (_, n) => [id(n), { id: id(n), quantity: 1 }]),
    );
    expect(addToCart(full, id(999), 1, cartItemSchema)).toEqual({ cart: full, outcome: 'full' });
    expect(addToCart(full, id(0), 1, cartItemSchema).cart[id(0)]?.quantity).toBe(2);
  });

  it('refuses an id that is not a product id and a quantity below one', () => {
    expect(addToCart({}, 'abc', 1, cartItemSchema).outcome).toBe('invalid');
    expect(addToCart({}, id(1), 0, cartItemSchema).outcome).toBe('invalid');
    expect(addToCart({}, id(1), 1.5, cartItemSchema).outcome).toBe('invalid');
  });

  it('setting a quantity of 0 removes the line; remove takes it out', () => {
    const cart = { [id(1)]: { id: id(1), quantity: 2 }, [id(2)]: { id: id(2), quantity: 1 } };
    expect(setCartQuantity(cart, id(1), 4)[id(1)]?.quantity).toBe(4);
    expect(setCartQuantity(cart, id(1), 0)).toEqual({ [id(2)]: { id: id(2), quantity: 1 } });
    expect(removeFromCart(cart, id(2))).toEqual({ [id(1)]: { id: id(1), quantity: 2 } });
    expect(setCartQuantity(cart, id(3), 4)).toBe(cart);
  });

  it('counts the sum of the quantities and keeps the order the shopper added', () => {
    let cart = addToCart({}, id(2), 2, cartItemSchema).cart;
    cart = addToCart(cart, id(1), 3, cartItemSchema).cart;
    expect(cartCount(cart)).toBe(5);
    expect(cartLines(cart).map((line) => line.id)).toEqual([id(2), id(1)]);
  });
});

describe('createCartStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  const withSchema = () => Promise.resolve(cartItemSchema);

  it('persists changes, notifies subscribers and keeps the snapshot stable between changes', async () => {
    const storage = memoryStorage();
    const store = createCartStore(() => storage, withSchema);
    await store.ready();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const empty = store.read();
    expect(store.read()).toBe(empty);
    expect(store.add(id(7), 2)).toBe('added');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stored(storage)).toEqual({ [id(7)]: { id: id(7), quantity: 2 } });
    const after = store.read();
    expect(store.read()).toBe(after);

    store.setQuantity(id(7), 5);
    expect(stored(storage)).toEqual({ [id(7)]: { id: id(7), quantity: 5 } });
    store.remove(id(7));
    expect(storage.values.has(cartStorageKey)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.add(id(8));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  // Issue 12: a page whose browser keeps no cart (every page the server draws) starts without zod.
  it('imports no schema while no cart is kept; a first line is stored at once and checked when it comes', async () => {
    const storage = memoryStorage();
    let arrive: (schema: typeof cartItemSchema) => void = () => undefined;
    const importSchema = vi.fn(() => new Promise<typeof cartItemSchema>((resolve) => (arrive = resolve)));
    const store = createCartStore(() => storage, importSchema);
    expect(store.read()).toEqual({});
    expect(store.kept()).toBe(false);
    await store.ready();
    expect(importSchema).not.toHaveBeenCalled();

    expect(store.add(id(1), 2)).toBe('added');
    expect(store.add('not-a-product', 1)).toBe('added');
    expect(store.kept()).toBe(true);
    expect(stored(storage)).toEqual({
      [id(1)]: { id: id(1), quantity: 2 },
      'not-a-product': { id: 'not-a-product', quantity: 1 },
    });
    expect(importSchema).toHaveBeenCalledTimes(1);

    const listener = vi.fn();
    store.subscribe(listener);
    arrive(cartItemSchema);
    await store.ready();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual({ [id(1)]: { id: id(1), quantity: 2 } });
    expect(store.add('not-a-product', 1)).toBe('invalid');
  });

  it('reads a kept cart by its shape until the schema has come, then with it', async () => {
    const storage = memoryStorage(
      JSON.stringify({ [id(4)]: { id: id(4), quantity: 2 }, [id(5)]: { id: id(5), quantity: 0 } }),
    );
    const store = createCartStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.kept()).toBe(true);
    expect(Object.keys(store.read())).toEqual([id(4), id(5)]);
    await store.ready();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual({ [id(4)]: { id: id(4), quantity: 2 } });
  });

  it('clear empties the cart in storage', () => {
    const storage = memoryStorage(JSON.stringify({ [id(1)]: { id: id(1), quantity: 1 } }));
    const store = createCartStore(() => storage, withSchema);
    store.clear();
    expect(store.read()).toEqual({});
    expect(storage.values.has(cartStorageKey)).toBe(false);
  });

  it('survives a reload: a new store reads what the last one wrote', async () => {
    const storage = memoryStorage();
    createCartStore(() => storage, withSchema).add(id(1), 3);
    const reloaded = createCartStore(() => storage, withSchema);
    await reloaded.ready();
    expect(reloaded.read()).toEqual({ [id(1)]: { id: id(1), quantity: 3 } });
  });

  it('tells subscribers when another tab changed the cart, and ignores other keys', async () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const storage = memoryStorage();
    const store = createCartStore(() => storage, withSchema);
    store.add(id(9));
    await store.ready();
    store.remove(id(9));
    const listener = vi.fn();
    store.subscribe(listener);

    storage.setItem(cartStorageKey, JSON.stringify({ [id(2)]: { id: id(2), quantity: 4 } }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: cartStorageKey }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual({ [id(2)]: { id: id(2), quantity: 4 } });

    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still works for this page when storage throws', async () => {
    const refuse = () => {
      throw new Error('denied');
    };
    const store = createCartStore(() => ({ getItem: refuse, setItem: refuse, removeItem: refuse }), withSchema);
    expect(store.read()).toEqual({});
    store.add(id(3));
    await store.ready();
    store.add(id(3));
    expect(store.read()).toEqual({ [id(3)]: { id: id(3), quantity: 2 } });
  });
});
