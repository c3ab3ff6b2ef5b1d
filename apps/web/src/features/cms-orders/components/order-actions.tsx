import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  lastShipmentSchema,
  type AdminOrder,
  type LastShipmentForm,
  type OrderStatusBody,
  type ShipmentBody,
} from '@iot/shared/admin-orders';
import { orderTransitions, transitionKind, type OrderTransitionKind } from '@iot/shared/order-transitions';
import type { OrderStatus } from '@iot/shared/orders';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useChangeOrderStatus } from '../api/orders.ts';
import { useStaffAccess } from '../../../api/auth/admin-session.ts';

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
  const can = useStaffAccess();
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

  if (moves.length === 0 || !can('orders:write')) return null;
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
 * left to send. The form is checked with the API's own schema (`lastShipmentSchema`: every line
 * exactly what is left, SPEC §4, §8) before SPEC §4's question is asked; a refusal the form could
 * not foresee (someone shipped meanwhile) comes back here with the server's message.
 */
function ShipDialog({ order, error, pending, onClose, onShip }: ShipProps) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const fieldMessage = useFieldMessage();
  const titleId = useId();
  const schema = useMemo(() => lastShipmentSchema(order.items), [order.items]);
  const form = useForm<LastShipmentForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      carrier: '',
      trackingNumber: '',
      lines: order.items.map((line) => ({
        lineId: line.id,
        quantity: Math.max(0, line.quantity - line.shippedQuantity),
      })),
    },
  });
  const field = useFieldProps(form);
  const [parcel, setParcel] = useState<z.output<typeof schema> | null>(null);
  const sending = parcel?.lines.filter((line) => line.quantity > 0) ?? [];

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
        <Box component="form" noValidate onSubmit={form.handleSubmit(setParcel)}>
          <DialogTitle id={titleId}>{t('ordersAdmin.ship.title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {error && (
              <Alert severity="error" data-testid="ship-error">
                {error}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
              <TextField
                {...field('carrier', ' ')}
                label={t('orders.detail.carrier')}
                slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'ship-carrier' } }}
              />
              <TextField
                {...field('trackingNumber', ' ')}
                label={t('orders.detail.trackingNumber')}
                slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr', 'data-testid': 'ship-tracking' } }}
              />
            </Box>
            <Typography variant="subtitle2" component="h3">
              {t('ordersAdmin.ship.lines')}
            </Typography>
            {order.items.map((line, index) => (
              <Controller
                key={line.id}
                control={form.control}
                name={`lines.${index}.quantity`}
                render={({ field: quantity, fieldState }) => (
                  <NumberField
                    label={line.name}
                    value={quantity.value}
                    onChange={quantity.onChange}
                    onBlur={quantity.onBlur}
                    inputRef={quantity.ref}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldMessage(fieldState.error?.message) ??
                      t('ordersAdmin.ship.lineHelp', {
                        quantity: format.number(line.quantity),
                        shipped: format.number(line.shippedQuantity),
                      })
                    }
                    slotProps={{ htmlInput: { maxLength: 6, 'data-testid': 'ship-quantity' } }}
                  />
                )}
              />
            ))}
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
        open={parcel !== null}
        from={order.status}
        to="shipped"
        pending={pending}
        onClose={() => setParcel(null)}
        onConfirm={(note) =>
          parcel &&
          onShip(
            sending.length > 0
              ? { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber, lines: sending }
              : null,
            note,
            () => setParcel(null),
          )
        }
      />
    </>
  );
}
