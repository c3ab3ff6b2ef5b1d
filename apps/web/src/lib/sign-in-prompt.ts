import { useEffect, useRef } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();
// A request made before the account corner is there (its code arrives after the page hydrates).
let pending = false;

/**
 * Asks the header's account corner to open the customer sign-in modal (SPEC §2 Global UI), from a
 * page that needs a signed-in customer for its next step, such as the cart's secure checkout. The
 * modal belongs to the header (one at a time, SPEC §2), so pages ask rather than draw their own.
 * Asked before the corner is ready (a quick click while the page starts), the modal opens as soon
 * as it is, so no click is lost.
 */
export function promptSignIn(): void {
  if (listeners.size === 0) {
    pending = true;
    return;
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every prompt, at once for one made before it listened; returns the unsubscribe. */
export function listenForSignInPrompt(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Opens the sign-in modal when a page asks for it (used once, by the header's account corner). */
export function useSignInPrompt(open: () => void) {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => listenForSignInPrompt(() => latest.current()), []);
}
