import { createContext, useContext } from 'react';

/**
 * The storefront's origin for the absolute addresses search engines and social sites read
 * (canonical, hreflang, Open Graph, JSON-LD): the API's PUBLIC_URL or the request's host, handed to
 * the page by the server (entry-server.tsx) and kept by the browser from the page it hydrated, so
 * both render the same addresses. A page the browser renders alone uses its own location's.
 */
export const PublicOriginContext = createContext('');

export function usePublicOrigin(): string {
  return useContext(PublicOriginContext);
}

/** `path` (a page's or a file's) as an absolute URL on the storefront's origin. */
export function absoluteUrl(origin: string, path: string): string {
  return origin ? new URL(path, origin).href : path;
}
