import { useLayoutEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (apps/web/preact-aliases.ts).
 * Emotion inserts a component's style rules in React's insertion effects, which run before any
 * layout effect reads the page. Preact has no such phase: its compatibility layer runs them as
 * layout effects, in tree order, so a layout effect that measures (MUI's TextareaAutosize) made
 * the browser style the elements after it before their rules were in, and their colours then faded
 * in through MUI's transitions (a contained button went from grey to blue over 250 ms). Inserting
 * while rendering, as emotion does on the server and did before React 18, puts the rules in first.
 */
export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

// Global styles keep their layout effect: they are taken out again when unmounted.
export const useInsertionEffectWithLayoutFallback = useLayoutEffect;
