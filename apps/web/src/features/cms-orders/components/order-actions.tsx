import { useId, useState, type FormEvent } from 'react';
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
import type { AdminOrder, OrderStatusBody, ShipmentBody } from '@iot/shared/admin-orders';
import { orderTransitions, transitionKind, type OrderTransitionKind } from '@iot/shared/order-transitions';
import type { OrderStatus } from '@iot/shared/orders';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useChangeOrderStatus } from '../api/orders.ts';

type Order = WithId<AdminOrder>;

/**
 * The moves the transition table allows from the order's status (SPEC §4), each behind 'Are You
 * Sure You Want To Update Order Status ?'; rejecting behind the typed confirmation, shipping
 * through the parcel's form. A failure shows the server's message in the page's language.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const change = useChangeOrderStatus(order.id);
  const [open, setOpen] = useState<OrderTransitionKind | null>(null);
  // What the confirmation names, kept while it fades out after closing.
  const [asked, setAsked] = useState<OrderTransitionKind>('accept');
  const [shipError, setShipError] = useState<string | null>(null);
  const moves = orderTransitions[order.status].flatMap((to) => {
    const kind = transitionKind(order.status, to);
    return kind ? [{ to, kind }] : [];
  });
  const targetOf = (kind: OrderTransitionKind): OrderStatus =>
    moves.find((move) => move.kind === kind)?.to ?? order.status;

  const send = (kind: OrderTransitionKind, extra: Omit<OrderStatusBody, 'from' | 'to'>, onFailed?: () => void) =>
    change.mutate(
      { from: order.status, to: targetOf(kind), ...extra },
      {
        onSuccess: () => {
          setOpen(null);
          setShipError(null);
          notify({ type: 'success', message: t('ordersAdmin.updated') });
        },
        onError: (error) => {
          const message = localizeMessage(errorMessageOf(error), format.language);
          if (kind === 'ship' && onFailed) {
            setShipError(message);
            onFailed();
            return;
          }
          setOpen(null);
          notify({ type: 'error', message });
        },
      },
    );

  if (moves.length === 0) return null;
  const confirming = open === 'accept' || open === 'deliver';
  return (
    <>
      {moves.map(({ kind }) => (
        <Button
          key={kind}
          variant={kind === 'reject' ? 'outlined' : 'contained'}
          color={kind === 'reject' ? 'error' : 'primary'}
          onClick={() => {
            setShipError(null);
            setAsked(kind);
            setOpen(kind);
          }}
          data-testid={`order-${kind}`}
        >
          {t(`ordersAdmin.actions.${kind}`)}
        </Button>
      ))}
      <StatusConfirmDialog
        open={confirming}
        from={order.status}
        to={targetOf(asked)}
        pending={change.isPending}
        onClose={() => setOpen(null)}
        onConfirm={(note) => open && send(open, note ? { note } : {})}
      />
      <DestructiveConfirmDialog
        open={open === 'reject'}
        title={t('ordersAdmin.reject.title')}
        type={t('ordersAdmin.reject.type')}
        value={order.orderId}
        prompt={t('ordersAdmin.reject.prompt')}
        inputLabel={t('ordersAdmin.reject.inputLabel')}
        confirmLabel={t('ordersAdmin.actions.reject')}
        pending={change.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() => send('reject', {})}
      />
      {open === 'ship' && (
        <ShipDialog
          order={order}
          error={shipError}
          pending={change.isPending}
          onClose={() => setOpen(null)}
          onShip={(shipment, note, onFailed) =>
            send('ship', { ...(shipment ? { shipment } : {}), ...(note ? { note } : {}) }, onFailed)
          }
        />
      )}
    </>
  );
}

type ConfirmProps = {
  open: boolean;
  from: OrderStatus;
  to: OrderStatus;
  pending: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
};

/** SPEC §4: 'Are You Sure You Want To Update Order Status ?', with the move and an optional note for the history. */
function StatusConfirmDialog({ open, from, to, pending, onClose, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setNote('') } }}
      data-testid="status-confirm"
    >
      <DialogTitle id={titleId}>{t('ordersAdmin.confirm.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('ordersAdmin.confirm.sentence')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {t('ordersAdmin.confirm.change', { from: t(`orders.statuses.${from}`), to: t(`orders.statuses.${to}`) })}
        </Typography>
        <TextField
          label={t('ordersAdmin.confirm.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'status-note' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('ordersAdmin.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={pending}
          onClick={() => onConfirm(note.trim())}
          data-testid="status-confirm-button"
        >
          {t('ordersAdmin.confirm.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ShipProps = {
  order: Order;
  error: string | null;
  pending: boolean;
  onClose: () => void;
  /** The parcel (none when nothing is left to send), the note, and what to do when the server refuses. */
  onShip: (shipment: ShipmentBody | null, note: string, onFailed: () => void) => void;
};

/**
 * The last parcel: carrier, tracking number and the quantity of each line, prefilled with what is
 * left to send. Shipping then asks SPEC §4's question; a refusal (quantities that do not match)
 * comes back here with the server's message and the form as it was.
 */
function ShipDialog({ order, error, pending, onClose, onShip }: ShipProps) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const titleId = useId();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(order.items.map((line) => [line.id, Math.max(0, line.quantity - line.shippedQuantity)])),
  );
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const lines = order.items
    .map((line) => ({ lineId: line.id, quantity: quantities[line.id] ?? Number.NaN }))
    .filter((line) => line.quantity !== 0);
  const parcel = lines.length > 0;
  const badQuantity = lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0);
  const missing = parcel && (!carrier.trim() || !trackingNumber.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (badQuantity || missing) return;
    setConfirming(true);
  };

  return (
    <>
      <Dialog
        open
        onClose={() => !pending && onClose()}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        data-testid="ship-dialog"
      >
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('ordersAdmin.ship.title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {error && (
              <Alert severity="error" data-testid="ship-error">
                {error}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
              <TextField
                label={t('orders.detail.carrier')}
                value={carrier}
                required
                onChange={(event) => setCarrier(event.target.value)}
                error={submitted && parcel && !carrier.trim()}
                helperText={submitted && parcel && !carrier.trim() ? t('ordersAdmin.ship.required') : ' '}
                slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'ship-carrier' } }}
              />
              <TextField
                label={t('orders.detail.trackingNumber')}
                value={trackingNumber}
                required
                onChange={(event) => setTrackingNumber(event.target.value)}
                error={submitted && parcel && !trackingNumber.trim()}
                helperText={submitted && parcel && !trackingNumber.trim() ? t('ordersAdmin.ship.required') : ' '}
                slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr', 'data-testid': 'ship-tracking' } }}
              />
            </Box>
            <Typography variant="subtitle2" component="h3">
              {t('ordersAdmin.ship.lines')}
            </Typography>
            {order.items.map((line) => {
              const value = quantities[line.id] ?? Number.NaN;
              const invalid = submitted && (!Number.isInteger(value) || value < 0);
              return (
                <NumberField
                  key={line.id}
                  label={line.name}
                  value={value}
                  onChange={(next) => setQuantities((current) => ({ ...current, [line.id]: next }))}
                  error={invalid}
                  helperText={t('ordersAdmin.ship.lineHelp', {
                    quantity: format.number(line.quantity),
                    shipped: format.number(line.shippedQuantity),
                  })}
                  slotProps={{ htmlInput: { maxLength: 6, 'data-testid': 'ship-quantity' } }}
                />
              );
            })}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={pending}>
              {t('ordersAdmin.confirm.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={pending} data-testid="ship-submit">
              {t('ordersAdmin.ship.submit')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <StatusConfirmDialog
        open={confirming}
        from={order.status}
        to="shipped"
        pending={pending}
        onClose={() => setConfirming(false)}
        onConfirm={(note) =>
          onShip(parcel ? { carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), lines } : null, note, () =>
            setConfirming(false),
          )
        }
      />
    </>
  );
}
