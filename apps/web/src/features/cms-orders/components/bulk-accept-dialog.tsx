import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkOrderResult } from '@iot/shared/admin-orders';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';

type Props = {
  open: boolean;
  count: number;
  pending: boolean;
  /** What became of each order, once the server answered; until then the dialog asks. */
  results: WithId<BulkOrderResult>[] | null;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Accepting the selected orders: SPEC §4's question first, then each order's outcome (accepted, or
 * the server's reason in the page's language), since some may have moved meanwhile.
 */
export function BulkAcceptDialog({ open, count, pending, results, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const titleId = useId();
  const failed = results?.filter((result) => !result.ok).length ?? 0;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="bulk-accept-dialog"
    >
      <DialogTitle id={titleId}>
        {t(results ? 'ordersAdmin.bulk.resultTitle' : 'ordersAdmin.bulk.confirmTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {results ? (
          <>
            <Typography data-testid="bulk-accept-summary">
              {t('ordersAdmin.bulk.summary', { accepted: results.length - failed, failed })}
            </Typography>
            <List dense disablePadding>
              {results.map((result) => (
                <ListItem key={result.id} disableGutters data-testid="bulk-accept-result" data-ok={result.ok}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {result.ok ? <CheckIcon color="success" /> : <ErrorIcon color="error" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      result.orderId
                        ? t('ordersAdmin.orderTitle', { id: format.digits(result.orderId) })
                        : t('ordersAdmin.bulk.unknownOrder')
                    }
                    secondary={result.ok ? t('ordersAdmin.bulk.accepted') : (result.error?.message ?? '')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <>
            <Typography>{t('ordersAdmin.confirm.sentence')}</Typography>
            <Typography color="text.secondary">{t('ordersAdmin.bulk.confirm', { count })}</Typography>
            {error ? <Alert severity="error">{errorMessageOf(error)}</Alert> : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {results ? (
          <Button variant="contained" onClick={onClose}>
            {t('ordersAdmin.bulk.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              {t('ordersAdmin.confirm.cancel')}
            </Button>
            <Button variant="contained" loading={pending} onClick={onConfirm} data-testid="bulk-accept-confirm">
              {t('ordersAdmin.actions.accept')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
