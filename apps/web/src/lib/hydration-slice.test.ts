// @vitest-environment jsdom
import { createElement as h, useId, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { HydrationSlice, hydrateInSlices } from './hydration-slice.tsx';

let renders: string[];

/** A button that counts its clicks and shows the id useId gave it where it was drawn. */
function Part({ name }: { name: string }) {
  renders.push(name);
  const id = useId();
  const [clicks, setClicks] = useState(0);
  return h('button', { id, onClick: () => setClicks(clicks + 1) }, `${name} ${clicks} ${id}`);
}

function Page() {
  return h(
    'main',
    null,
    h(Part, { name: 'top' }),
    h(
      HydrationSlice,
      null,
      h('section', null, h(Part, { name: 'a' }), h(HydrationSlice, null, h(Part, { name: 'inner' }))),
    ),
    h(HydrationSlice, null, h(Part, { name: 'b' })),
    h(Part, { name: 'bottom' }),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  renders = [];
  document.body.innerHTML = '';
});

describe('hydration in slices', () => {
  it('hydrates what is outside the slices at once, then one slice per task, on the markup the server drew', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(h(Page));
    document.body.append(root);
    const drawn = root.innerHTML;
    const buttons = [...root.querySelectorAll('button')];
    renders = [];

    let hydrated = false;
    const done = hydrateInSlices(() => hydrateRoot(root, h(Page))).then(() => {
      hydrated = true;
    });
    expect(renders).toEqual(['top', 'bottom']);
    expect(root.innerHTML).toBe(drawn);

    // Each slice in a task of its own, outermost first; the one inside `a` is found when `a` is drawn.
    let tasks = 0;
    while (!hydrated) {
      const before = renders.length;
      await settle();
      expect(renders.length - before).toBeLessThanOrEqual(1);
      tasks += 1;
    }
    await done;
    expect(renders).toEqual(['top', 'bottom', 'a', 'b', 'inner']);
    expect(tasks).toBeGreaterThanOrEqual(3);

    // The server's elements were kept, not drawn again, and every part is live.
    expect(root.innerHTML).toBe(drawn);
    expect([...root.querySelectorAll('button')]).toEqual(buttons);
    for (const button of buttons) {
      const [name, , id] = (button.textContent ?? '').split(' ');
      button.click();
      await settle();
      // Drawn again by the browser, with the id the browser gives it: the server's.
      expect(button.textContent).toBe(`${name} 1 ${id}`);
      expect(button.id).toBe(id);
    }
  });

  it('gives the parts of a slice the same ids whichever order they are drawn in', () => {
    const server = renderToString(h(Page));
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(h(Page));
    const ids = (html: string) => [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids(root.innerHTML)).toEqual(ids(server));
    expect(new Set(ids(server)).size).toBe(5);
  });

  it('is a plain wrapper once the page is live', () => {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(h(Page));
    expect(renders).toEqual(['top', 'a', 'inner', 'b', 'bottom']);
    expect(root.querySelectorAll('button')).toHaveLength(5);
  });
});
