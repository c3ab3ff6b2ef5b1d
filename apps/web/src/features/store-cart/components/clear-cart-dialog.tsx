import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

const titleId = 'clear-cart-title';
const textId = 'clear-cart-text';

/**
 * Asks before emptying the cart (SPEC §4 clear). A plain confirmation, not the back office's typed
 * one: the cart holds nothing that cannot be added again.
 */
export function ClearCartDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-testid="clear-cart-dialog"
    >
      <DialogTitle id={titleId}>{t('cart.clearTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('cart.clearText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('cart.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} data-testid="clear-cart-confirm">
          {t('cart.clearConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
