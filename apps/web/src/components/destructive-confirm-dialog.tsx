import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type DestructiveConfirm = {
  /** What the action is, e.g. 'Delete product'. */
  title: string;
  /** The kind of resource in the sentence, e.g. 'product'. */
  type: string;
  /** The resource's value (its name) that must be typed to confirm. */
  value: string;
  /** For an action other than deleting (blocking an account): its sentence and its button. */
  prompt?: string;
  confirmLabel?: string;
  /** The typed field's label, when 'Type the {type} name' does not fit (an order ID). */
  inputLabel?: string;
};

type Props = DestructiveConfirm & {
  open: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * SPEC §4: opened with a title, a type and the resource value; the confirm button stays disabled
 * until the typed text matches the value, and it warns 'You Can't Undo This Step!'.
 */
export function DestructiveConfirmDialog({
  open,
  title,
  type,
  value,
  prompt,
  confirmLabel,
  inputLabel,
  pending = false,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const matches = typed.trim() === value.trim();

  const close = () => {
    if (pending) return;
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setTyped('') } }}
      data-testid="destructive-confirm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" variant="outlined">
          {t('catalog.confirm.cannotUndo')}
        </Alert>
        <Box>
          <Typography>{prompt ?? t('catalog.confirm.prompt', { type })}</Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', userSelect: 'all' }} data-testid="confirm-value">
            {value}
          </Typography>
        </Box>
        <TextField
          autoFocus
          fullWidth
          label={inputLabel ?? t('catalog.confirm.typeLabel', { type })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches && !pending) onConfirm();
          }}
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'confirm-input', spellCheck: false } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={pending}>
          {t('catalog.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!matches}
          loading={pending}
          onClick={onConfirm}
          data-testid="confirm-button"
        >
          {confirmLabel ?? t('catalog.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
