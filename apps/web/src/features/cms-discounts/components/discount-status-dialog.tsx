import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { useSetDiscountStatus } from '../api/discounts.ts';

export type StatusChange = { id: string; code: string; status: 'active' | 'inactive' };

/** SPEC §4: activating or deactivating a code asks first; the answer shows in an alert. */
export function DiscountStatusDialog({ change, onClose }: { change: StatusChange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const setStatus = useSetDiscountStatus();
  const activating = change?.status === 'active';
  const confirm = () => {
    if (!change) return;
    setStatus.mutate(change, {
      onSuccess: () => {
        notify({ type: 'success', message: t('discounts.statusChanged') });
        onClose();
      },
      onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
    });
  };
  return (
    <Dialog open={change !== null} onClose={onClose} aria-labelledby="discount-status-title">
      <DialogTitle id="discount-status-title">
        {t(activating ? 'discounts.confirm.activateTitle' : 'discounts.confirm.deactivateTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(activating ? 'discounts.confirm.activate' : 'discounts.confirm.deactivate', { code: change?.code ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('discounts.actions.cancel')}</Button>
        <Button
          variant="contained"
          color={activating ? 'primary' : 'error'}
          loading={setStatus.isPending}
          onClick={confirm}
        >
          {t(activating ? 'discounts.actions.activate' : 'discounts.actions.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
