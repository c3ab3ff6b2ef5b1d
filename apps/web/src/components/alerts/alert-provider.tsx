import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { AlertContext, type AlertInput } from './alert-context.ts';

/** SPEC §9: alerts hide themselves after 6000 ms. */
export const alertAutoHideMs = 6000;

type ShownAlert = AlertInput & { key: number };

/**
 * Shows the latest alert: a new one replaces the one on screen at once, so the outcome of the
 * action just taken is never hidden behind an earlier one for up to 6 s. The same alert raised
 * again while shown stays as it is.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
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
      {/* A portal created with the alert, so an open dialog (which hides what was there before it) does not hide it from screen readers. */}
      {current && (
        <Portal>
          <Snackbar
            key={current.key}
            open={open}
            autoHideDuration={alertAutoHideMs}
            onClose={close}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            slotProps={{
              transition: { onExited: () => setCurrent((shown) => (shown?.key === current.key ? null : shown)) },
            }}
          >
            <Alert
              severity={current.type}
              variant="filled"
              onClose={close}
              sx={{ minWidth: { sm: 360 } }}
              data-alert-type={current.type}
            >
              <AlertTitle>{t(`alert.${current.type}`)}</AlertTitle>
              {current.message}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </AlertContext.Provider>
  );
}
