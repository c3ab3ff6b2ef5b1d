import { useEffect, useSyncExternalStore } from 'react';
import type * as RichTextModule from './rich-text.ts';

type RichText = typeof RichTextModule;

let loaded: RichText | null = null;
let loading: Promise<RichText> | null = null;
const listeners = new Set<() => void>();

/**
 * The rich-text sanitiser (DOMPurify with the shared policy), imported once. It is not in the
 * product page's first load (issue 12: some 12 KiB gzip): a drawn page shows the description the
 * server sanitised and drew, and the product route's loader asks for it beside the product's data.
 */
export function loadRichText(): Promise<RichText> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./rich-text.ts').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The server's renderer has the sanitiser from the start (entry-server.tsx). */
export function provideRichText(module: RichText): void {
  loaded = module;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sanitiser once it is here, else null (and it is asked for). Until then rich text is drawn
 * empty, which hydration leaves as the server drew it: React does not rewrite a drawn element's
 * inner HTML while it hydrates.
 */
export function useRichText(): RichText | null {
  const richText = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  useEffect(() => {
    loadRichText().catch(() => undefined);
  }, []);
  return richText;
}
