import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered storefront page hands to the browser beside its markup: the query cache
 * and loader data it was rendered from and the theme it was rendered in, so hydration starts from
 * exactly the state the server had and changes nothing on screen.
 */
export type RenderedPageState = {
  dark: boolean;
  queries: DehydratedState;
  /** The router's state; `errors` holds only the 404s of a Not Found page (entry-server.tsx). */
  router: Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>;
  /** The storefront's origin the page's absolute addresses start with (lib/public-origin.ts). */
  origin: string;
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

/** The state of the page the server rendered, or null for a page the browser renders from scratch. */
export function readRenderedPageState(): RenderedPageState | null {
  const element = document.getElementById(stateElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RenderedPageState;
  } catch {
    return null;
  }
}
