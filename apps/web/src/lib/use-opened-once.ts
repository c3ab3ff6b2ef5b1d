import { useState } from 'react';

/**
 * Open state for a lazily loaded drawer or dialog: `mounted` turns true on the first opening and
 * stays true, so its code loads only when wanted, yet closing still animates and hands focus back to
 * the button that opened it.
 */
export function useOpenedOnce() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setOpen(true);
      setMounted(true);
    },
    close: () => setOpen(false),
  };
}
