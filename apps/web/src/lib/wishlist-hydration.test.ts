// @vitest-environment jsdom
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWishlist, wishlistStore } from './wishlist.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const productId = '6f1c2b9e-0b8f-4a43-9a27-1f7d3c2e5a10';

/** A page drawn on the server (which keeps no wishlist), then hydrated after `keep` ran in the browser. */
async function hydrateHearts(keep = () => {}): Promise<{ container: HTMLElement; renders: () => number }> {
  let renders = 0;
  function Hearts() {
    renders += 1;
    return createElement('span', null, useWishlist().ids.length);
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Hearts));
  keep();
  renders = 0;
  await act(() => {
    hydrateRoot(container, createElement(Hearts));
  });
  return { container, renders: () => renders };
}

describe('useWishlist on a page drawn by the server (issue 12)', () => {
  afterEach(() => window.localStorage.clear());

  it('hydrates an empty wishlist without drawing again', async () => {
    const { container, renders } = await hydrateHearts();
    // One render to hydrate; a second would mean the stored snapshot differs from the server's.
    expect(renders()).toBe(1);
    expect(container.textContent).toBe('0');
  });

  it('hydrates a wishlist emptied earlier without drawing again', async () => {
    const { container, renders } = await hydrateHearts(() => {
      wishlistStore.toggle(productId);
      wishlistStore.toggle(productId);
    });
    expect(window.localStorage.getItem('wishlist')).toBe('[]');
    expect(renders()).toBe(1);
    expect(container.textContent).toBe('0');
  });

  it('hydrates what the server drew, then shows the wishlist this browser keeps', async () => {
    const { container } = await hydrateHearts(() => wishlistStore.toggle(productId));
    // Hydration renders the server's snapshot first and the browser's after, so React finds no
    // mismatch and the count still ends up right.
    expect(container.textContent).toBe('1');
  });

  it('follows the wishlist after hydrating an empty one', async () => {
    const { container } = await hydrateHearts();
    await act(() => {
      wishlistStore.toggle(productId);
    });
    expect(container.textContent).toBe('1');
  });
});
