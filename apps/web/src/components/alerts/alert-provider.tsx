import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { AlertContext, type AlertInput } from './alert-context.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';

// Snackbar and Alert load with the first alert, not with every page (issue 12: first-load JavaScript).
const AlertSnackbar = lazyNamed(() => import('./alert-snackbar.tsx'), 'AlertSnackbar');

type ShownAlert = AlertInput & { key: number };

/**
 * Shows the latest alert: a new one replaces the one on screen at once, so the outcome of the
 * action just taken is never hidden behind an earlier one for up to 6 s. The same alert raised
 * again while shown stays as it is.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownAlert | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback((alert: AlertInput) => {
    setCurrent((shown) =>
      shown && shown.type === alert.type && shown.message === alert.message
        ? shown
        : { ...alert, key: Date.now() + Math.random() },
    );
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <AlertContext.Provider value={notify}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <AlertSnackbar
            key={current.key}
            alert={current}
            open={open}
            onClose={close}
            onExited={() => setCurrent((shown) => (shown?.key === current.key ? null : shown))}
          />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}
