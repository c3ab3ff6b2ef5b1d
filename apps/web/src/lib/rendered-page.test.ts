// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readRenderedPageState, renderedPageStateScript, type RenderedPageState } from './rendered-page.ts';

const state = (name: string): RenderedPageState => ({
  dark: true,
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['products', 'detail', 'en', 'p1'],
        queryHash: '["products"]',
        dehydratedAt: 0,
        state: { data: { name } } as never,
      },
    ],
  },
  router: { loaderData: { '0': null }, actionData: null },
  origin: 'https://shop.example.com',
});

describe('the state a server-rendered page carries', () => {
  it('survives any text an answer holds, and no answer can close its script element', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 «ت»';
    const script = renderedPageStateScript(state(hostile));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029]/);

    document.body.innerHTML = script;
    expect(readRenderedPageState()).toEqual(state(hostile));
  });

  it('is null on a page the browser draws, or whose state is damaged', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readRenderedPageState()).toBeNull();
    document.body.innerHTML = '<script id="rendered-page-state" type="application/json">{"dark":</script>';
    expect(readRenderedPageState()).toBeNull();
  });
});
