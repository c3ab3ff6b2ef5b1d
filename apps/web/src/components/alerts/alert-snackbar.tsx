import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { AlertInput } from './alert-context.ts';

/** SPEC §9: alerts hide themselves after 6000 ms. */
export const alertAutoHideMs = 6000;

/**
 * Below the sticky header (60 px on phones and 72 px from md in the storefront, 56 and 64 px in the
 * back office), so an alert never hides the cart, the menu or the sign-in the user reaches for next.
 */
const belowHeader = { xs: 68, sm: 72, md: 80 } as const;

/** The alert on screen, at the top, until it hides itself or is closed. */
export function AlertSnackbar({
  alert,
  open,
  onClose,
  onExited,
}: {
  alert: AlertInput;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  // A portal created with the alert, so an open dialog (which hides what was there before it) does not hide it from screen readers.
  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={alertAutoHideMs}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: belowHeader }}
        slotProps={{ transition: { onExited } }}
      >
        <Alert
          severity={alert.type}
          variant="filled"
          onClose={onClose}
          sx={{ minWidth: { sm: 360 } }}
          data-alert-type={alert.type}
        >
          <AlertTitle>{t(`alert.${alert.type}`)}</AlertTitle>
          {alert.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
