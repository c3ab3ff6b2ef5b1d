import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { AlertContext, type AlertInput } from './alert-context.ts';

/** SPEC §9: alerts hide themselves after 6000 ms. */
export const alertAutoHideMs = 6000;

type QueuedAlert = AlertInput & { key: number };

/** Shows alerts one at a time, oldest first, so none is lost when several arrive together. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<QueuedAlert[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback((alert: AlertInput) => {
    setQueue((items) => {
      const last = items[items.length - 1];
      if (last && last.type === alert.type && last.message === alert.message) return items;
      return [...items, { ...alert, key: Date.now() + Math.random() }];
    });
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
              transition: {
                onExited: () => {
                  setQueue((items) => items.slice(1));
                  setOpen(true);
                },
              },
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
