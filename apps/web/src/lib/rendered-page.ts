import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered storefront page hands to the browser beside its markup (issue 12): the
 * answers it was drawn from and the theme it was drawn in, so hydration starts from exactly the
 * state the server had and changes nothing on screen.
 */
export type RenderedPageState = {
  dark: boolean;
  queries: DehydratedState;
};

const stateElementId = 'rendered-page-state';

/**
 * The state as an inert JSON script. `<` is escaped, so no answer's text can close the element, and
 * so are the two line separators that older parsers treat as line ends.
 */
export function renderedPageStateScript(state: RenderedPageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${stateElementId}" type="application/json">${json}</script>`;
}

/** The state of the page the server drew, or null for a page the browser draws from scratch. */
export function readRenderedPageState(): RenderedPageState | null {
  const element = document.getElementById(stateElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RenderedPageState;
  } catch {
    return null;
  }
}
