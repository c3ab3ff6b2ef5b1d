/**
 * How the API and the web build's render thread talk (apps/web/src/render-worker.ts, started by
 * apps/api/src/http/render-thread.ts). Storefront pages are drawn in a worker thread: React's Node
 * renderer keeps each render in an AsyncLocalStorage, which on Node 20 turns on the thread's promise
 * hooks for good, and with them every `await` of the API's own requests would slow down
 * (docs/decisions.md, "Storefront pages are drawn in a worker thread").
 */

/** What the render thread is started with. */
export type RenderThreadData = {
  /** Where the API listens (`http://127.0.0.1:3000`): the loaders' requests go there, as a browser's do. */
  apiOrigin: string;
};

/** The page the API asks for. */
export type StorefrontPageRequest = {
  /** Absolute URL of the page, query included. */
  url: string;
  /** The theme to render: the visitor's stored choice, else their system's (the API reads both). */
  dark: boolean;
  /** The storefront's origin for absolute addresses: PUBLIC_URL or the request's. */
  origin: string;
};

export type StorefrontPage = {
  language: string;
  direction: 'ltr' | 'rtl';
  /** The response's status: 404 for a page that does not exist. */
  status: number;
  /** The page's title, meta and link tags and critical CSS, for the document's head. */
  head: string;
  /** The markup, for inside #root: the router's hydration data comes with it. */
  body: string;
  /** The query cache's state script, for after #root. */
  state: string;
};

/** A redirect a route's loader answered with (React Router's `redirect`), sent as it is. */
export type StorefrontRedirect = { redirect: { status: number; location: string } };

/** A drawn page, a redirect, or null where the browser renders the page itself. */
export type StorefrontRenderResult = StorefrontPage | StorefrontRedirect | null;

/** What the API's thread sends the render thread. */
export type ToRenderThread = { id: number; request: StorefrontPageRequest };

/** What the render thread answers. */
export type FromRenderThread =
  { id: number; result: StorefrontRenderResult } | { id: number; failure: { message: string; stack?: string } };
