import { describe, expect, it } from 'vitest';
import { createAnswerStore, shownProducts } from './public-cache.ts';

type Store = ReturnType<typeof createAnswerStore>;
const productA = '11111111-1111-4111-8111-111111111111';
const productB = '22222222-2222-4222-8222-222222222222';

function answer(key: string, products: string[]): Parameters<Store['set']>[0] {
  const body = Buffer.from(JSON.stringify({ data: products.map((_id) => ({ _id })) }));
  return {
    key,
    products,
    body,
    etag: '"x"',
    contentType: 'application/json',
    expiresAt: Infinity,
    encoded: {},
    bytes: 1,
  };
}

/** Stores the answer of a read that began at `began`, as the onSend hook does; whether it was kept. */
function keep(store: Store, key: string, products: string[], began: number): boolean {
  store.set(answer(key, products), began);
  return store.get(key, 0) !== undefined;
}

describe('the public answer store', () => {
  it('finds the products an answer shows by their ids', () => {
    const body = JSON.stringify({
      data: [{ _id: productA, tags: [{ _id: productB }] }, { _id: 'not-an-id' }],
      meta: { key: '33333333-3333-4333-8333-333333333333' },
    });
    expect(shownProducts(body)).toEqual([productA, productB]);
  });

  it('finds the products a server-drawn page shows in the answers it carries, as the web app holds them', () => {
    const state = { queries: { queries: [{ state: { data: { data: [{ id: productB }, { id: productA }] } } }] } };
    const page = `<main><a href="/en/products/${productA}">A</a></main><script id="rendered-page-state" type="application/json">${JSON.stringify(state)}</script>`;
    expect(shownProducts(page)).toEqual([productB, productA]);
  });

  it('forgets, on a stock change, the answers showing the products named, and keeps the others', () => {
    const store = createAnswerStore();
    expect(keep(store, 'a', [productA], store.generation)).toBe(true);
    expect(keep(store, 'b', [productB], store.generation)).toBe(true);
    expect(keep(store, 'both', [productA, productB], store.generation)).toBe(true);
    store.forgetProducts([productA]);
    expect([store.get('a', 0), store.get('b', 0), store.get('both', 0)].map(Boolean)).toEqual([false, true, false]);
    // Kept again later, it is forgotten again by the next change of its product.
    expect(keep(store, 'a', [productA], store.generation)).toBe(true);
    store.forgetProducts([productA]);
    expect(store.get('a', 0)).toBeUndefined();
    store.clear();
    expect(store.get('b', 0)).toBeUndefined();
  });

  it('does not keep an answer read before a change of what it shows', () => {
    const store = createAnswerStore();
    const began = store.generation;
    store.forgetProducts([productA]);
    // The read may have seen A's stock before the change: not kept. B's answer is still right.
    expect(keep(store, 'a', [productA], began)).toBe(false);
    expect(keep(store, 'b', [productB], began)).toBe(true);
    store.clear();
    expect(keep(store, 'b', [productB], began)).toBe(false);
    expect(keep(store, 'b', [productB], store.generation)).toBe(true);
  });

  it('keeps no answer from a read older than the stock changes it remembers', () => {
    const store = createAnswerStore();
    const began = store.generation;
    for (let change = 0; change < 1000; change += 1) store.forgetProducts([productA]);
    expect(keep(store, 'b', [productB], began)).toBe(true);
    store.forgetProducts([productA]);
    expect(keep(store, 'b2', [productB], began)).toBe(false);
  });
});
