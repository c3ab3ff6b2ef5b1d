// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useWishlist } from './wishlist.ts';

describe('useWishlist on a page drawn by the server', () => {
  it('hydrates an empty wishlist without drawing again (issue 12)', async () => {
    let renders = 0;
    function Hearts() {
      renders += 1;
      return createElement('span', null, useWishlist().ids.length);
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Hearts));
    renders = 0;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, createElement(Hearts));
    });
    // One render to hydrate; a second would mean the stored snapshot differs from the server's.
    expect(renders).toBe(1);
  });
});
