import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { MarketingKind } from '@iot/shared/marketing';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { useSaveMarketingItem } from '../api/marketing-items.ts';

export type StatusChange = { id: string; name: string; active: boolean };

/** SPEC §4: items can be activated or deactivated; the list asks first, and the answer shows in an alert. */
export function MarketingStatusDialog({
  kind,
  change,
  onClose,
}: {
  kind: MarketingKind;
  change: StatusChange | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useAlert();
  const save = useSaveMarketingItem(kind);
  const activating = change?.active === true;
  const item = t(`marketing.singular.${kind}`);
  const confirm = () => {
    if (!change) return;
    save.mutate(
      { id: change.id, body: { active: change.active } },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('catalog.alerts.updated') });
          onClose();
        },
        onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
      },
    );
  };
  return (
    <Dialog open={change !== null} onClose={onClose} aria-labelledby="marketing-status-title">
      <DialogTitle id="marketing-status-title">
        {t(activating ? 'marketing.confirm.activateTitle' : 'marketing.confirm.deactivateTitle', { item })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t(activating ? 'marketing.confirm.activate' : 'marketing.confirm.deactivate', { name: change?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalog.actions.cancel')}</Button>
        <Button
          variant="contained"
          color={activating ? 'primary' : 'error'}
          loading={save.isPending}
          onClick={confirm}
          data-testid="marketing-status-confirm"
        >
          {t(activating ? 'marketing.actions.activate' : 'marketing.actions.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
