import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asks before a saved address or payment method is removed; removing cannot be undone. */
export function ConfirmRemoveDialog({
  open,
  title,
  text,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="confirm-remove-title">
      <DialogTitle id="confirm-remove-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('book.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t('book.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
