import { useEffect, useRef } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Asks the header's account corner to open the customer sign-in modal (SPEC §2 Global UI), from a
 * page that needs a signed-in customer for its next step, such as the cart's secure checkout. The
 * modal belongs to the header (one at a time, SPEC §2), so pages ask rather than draw their own.
 * Returns false when nothing on the page can open it.
 */
export function promptSignIn(): boolean {
  listeners.forEach((listener) => listener());
  return listeners.size > 0;
}

/** Opens the sign-in modal when a page asks for it (used once, by the header's account corner). */
export function useSignInPrompt(open: () => void) {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
