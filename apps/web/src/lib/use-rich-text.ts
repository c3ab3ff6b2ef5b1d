import { lazyModule } from './lazy-module.ts';

/**
 * The rich-text sanitiser (DOMPurify with the shared policy). It is not in the product page's first
 * load (issue 12: some 12 KiB gzip): a drawn page shows the description the server sanitised and
 * drew, and the product route's loader asks for it beside the product's data.
 */
const richText = lazyModule(() => import('./rich-text.ts'));

export const loadRichText = richText.load;

/** The server's renderer has the sanitiser from the start (entry-server.tsx). */
export const provideRichText = richText.provide;

/**
 * The sanitiser once it is here, else null (and it is asked for). Until then rich text is drawn
 * empty, which hydration leaves as the server drew it: React does not rewrite a drawn element's
 * inner HTML while it hydrates.
 */
export function useRichText() {
  return richText.useModule();
}
