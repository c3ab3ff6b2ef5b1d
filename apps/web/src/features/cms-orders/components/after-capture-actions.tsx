import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { refundBodySchema, refundReasonMaxLength, type AdminOrder, type RefundBody } from '@iot/shared/admin-orders';
import { toMajorUnits, toMinorUnits } from '@iot/shared/money';
import { lineRefundShareMinor } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { ApiError, errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { NumberField } from '../../../components/number-field.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCancelOrder, useRefundOrder } from '../api/orders.ts';

type Order = WithId<AdminOrder>;

/** Statuses whose payment was captured (the server's own list: a refund elsewhere is 409). */
const refundable: Order['status'][] = ['in_progress', 'shipped', 'delivered', 'cancelled'];
const captured: Order['paymentDetails']['status'][] = ['captured', 'partially_refunded'];

/** What is left to refund of the order, in minor units: what was paid less refunds done or under way. */
function leftMinor(order: Order): number {
  const minor = (major: number) => toMinorUnits(major, order.currency, 'nearest');
  const held = order.refunds.filter((refund) => refund.status !== 'failed');
  return minor(order.total) - held.reduce((sum, refund) => sum + minor(refund.amount), 0);
}

/**
 * After capture (SPEC §4 order actions, DESIGN §API payments): "Cancel order" for an accepted order
 * with nothing shipped, "Refund" for any order with money left to give back. Each request carries
 * an idempotency key made when its dialog opens, so a retried click refunds once.
 */
export function AfterCaptureActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'cancel' | 'refund' | null>(null);
  const canCancel = order.status === 'in_progress' && order.items.every((line) => line.shippedQuantity === 0);
  const canRefund =
    refundable.includes(order.status) && captured.includes(order.paymentDetails.status) && leftMinor(order) > 0;
  if (!canCancel && !canRefund) return null;
  return (
    <>
      {canRefund && (
        <Button variant="outlined" onClick={() => setOpen('refund')} data-testid="order-refund">
          {t('ordersAdmin.actions.refund')}
        </Button>
      )}
      {canCancel && (
        <Button variant="outlined" color="error" onClick={() => setOpen('cancel')} data-testid="order-cancel">
          {t('ordersAdmin.actions.cancel')}
        </Button>
      )}
      {open === 'cancel' && <CancelOrderDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'refund' && <RefundDialog order={order} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The server's refusal in the page's language; a refusal that moved nothing gets a fresh key for the next try. */
function useFailure(renewKey: () => void) {
  const format = useCatalogFormat();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    setError,
    onError: (failure: unknown) => {
      // Without an answer the request may have arrived: the retry keeps its key, so it refunds once.
      if (failure instanceof ApiError) renewKey();
      setError(localizeMessage(errorMessageOf(failure), format.language));
    },
  };
}

function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const titleId = useId();
  const cancel = useCancelOrder(order.id);
  const [key, setKey] = useState(() => newIdempotencyKey('cancel'));
  const [reason, setReason] = useState('');
  const failure = useFailure(() => setKey(newIdempotencyKey('cancel')));
  return (
    <Dialog
      open
      onClose={() => !cancel.isPending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="cancel-dialog"
    >
      <DialogTitle id={titleId}>{t('ordersAdmin.cancelOrder.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {failure.error && (
          <Alert severity="error" data-testid="cancel-error">
            {failure.error}
          </Alert>
        )}
        <Typography>{t('ordersAdmin.cancelOrder.sentence')}</Typography>
        <TextField
          label={t('ordersAdmin.cancelOrder.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: refundReasonMaxLength, 'data-testid': 'cancel-reason' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t('ordersAdmin.cancelOrder.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={cancel.isPending}
          data-testid="cancel-confirm"
          onClick={() =>
            cancel.mutate(
              { idempotencyKey: key, ...(reason.trim() ? { reason: reason.trim() } : {}) },
              {
                onSuccess: () => {
                  notify({ type: 'success', message: t('ordersAdmin.cancelOrder.done') });
                  onClose();
                },
                onError: failure.onError,
              },
            )
          }
        >
          {t('ordersAdmin.cancelOrder.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Mode = 'lines' | 'amount';

/**
 * The refund: by items (a quantity per line, at most what is left of it, its share of the line's
 * total shown before sending; restock optional) or by an amount; a reason. The body is checked with
 * the API's own schema and against what is left before it is sent; the server's refusal (someone
 * refunded meanwhile, the provider refused) is shown here in the page's language.
 */
function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const titleId = useId();
  const refund = useRefundOrder(order.id);
  const [key, setKey] = useState(() => newIdempotencyKey('refund'));
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const failure = useFailure(() => setKey(newIdempotencyKey('refund')));
  const money = (minor: number) => format.price(toMajorUnits(minor, order.currency), order.currency);
  const minor = (major: number) => toMinorUnits(major, order.currency, 'nearest');
  const left = leftMinor(order);
  const open = order.items.filter((line) => line.quantity > line.refundedQuantity);
  // An empty field refunds none of the line.
  const asked = (line: (typeof open)[number]) => {
    const quantity = quantities[line.id] ?? 0;
    return Number.isFinite(quantity) ? quantity : 0;
  };
  // More of a line than is left of it: the server's own message, on the line's field.
  const tooMany = (line: (typeof open)[number]) => asked(line) > line.quantity - line.refundedQuantity;
  const linesMinor = open.reduce(
    (sum, line) =>
      sum +
      lineRefundShareMinor(
        { quantity: line.quantity, totalMinor: minor(line.total) },
        line.refundedQuantity,
        Math.min(asked(line), line.quantity - line.refundedQuantity),
      ),
    0,
  );
  const quantityMessage = localizeMessage(serverMessages.refundQuantityTooHigh, format.language);

  const submit = () => {
    const lines = open.map((line) => ({ lineId: line.id, quantity: asked(line) }));
    const body: RefundBody = {
      idempotencyKey: key,
      lines: mode === 'lines' ? lines.filter((line) => line.quantity > 0) : [],
      restock: mode === 'lines' && restock,
      ...(mode === 'amount' ? { amount } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    if (mode === 'lines' && open.some(tooMany)) {
      failure.setError(quantityMessage);
      return;
    }
    const parsed = refundBodySchema.safeParse(body);
    if (!parsed.success) {
      failure.setError(localizeMessage(parsed.error.issues[0]?.message ?? '', format.language));
      return;
    }
    if ((mode === 'amount' ? minor(amount) : linesMinor) > left) {
      failure.setError(localizeMessage(serverMessages.refundTooHigh, format.language));
      return;
    }
    refund.mutate(parsed.data, {
      onSuccess: () => {
        notify({ type: 'success', message: t('ordersAdmin.refund.done') });
        onClose();
      },
      onError: failure.onError,
    });
  };

  return (
    <Dialog
      open
      onClose={() => !refund.isPending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="refund-dialog"
    >
      <DialogTitle id={titleId}>{t('ordersAdmin.refund.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {failure.error && (
          <Alert severity="error" data-testid="refund-error">
            {failure.error}
          </Alert>
        )}
        <Typography data-testid="refund-left">
          {t('ordersAdmin.refund.left', { amount: money(left), total: money(minor(order.total)) })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          onChange={(_event, value: Mode | null) => value && setMode(value)}
          aria-label={t('ordersAdmin.refund.mode')}
        >
          <ToggleButton value="lines" data-testid="refund-mode-lines">
            {t('ordersAdmin.refund.byLines')}
          </ToggleButton>
          <ToggleButton value="amount" data-testid="refund-mode-amount">
            {t('ordersAdmin.refund.byAmount')}
          </ToggleButton>
        </ToggleButtonGroup>
        {mode === 'lines' ? (
          <>
            {open.map((line) => (
              <NumberField
                key={line.id}
                label={line.name}
                value={quantities[line.id] ?? 0}
                onChange={(value) => setQuantities((current) => ({ ...current, [line.id]: value }))}
                error={tooMany(line)}
                helperText={
                  tooMany(line)
                    ? quantityMessage
                    : t('ordersAdmin.refund.lineHelp', {
                        quantity: format.number(line.quantity),
                        refunded: format.number(line.refundedQuantity),
                      })
                }
                slotProps={{ htmlInput: { maxLength: 6, 'data-testid': 'refund-quantity' } }}
              />
            ))}
            <Typography sx={{ fontWeight: 600 }} data-testid="refund-lines-amount">
              {t('ordersAdmin.refund.linesAmount', { amount: money(linesMinor) })}
            </Typography>
            <FormControlLabel
              control={
                <Checkbox
                  checked={restock}
                  onChange={(event) => setRestock(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'refund-restock' } as object }}
                />
              }
              label={t('ordersAdmin.refund.restock')}
            />
          </>
        ) : (
          <NumberField
            decimals
            label={t('ordersAdmin.refund.amount', { currency: order.currency })}
            value={amount}
            onChange={setAmount}
            slotProps={{ htmlInput: { maxLength: 12, 'data-testid': 'refund-amount' } }}
          />
        )}
        <TextField
          label={t('ordersAdmin.refund.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: refundReasonMaxLength, 'data-testid': 'refund-reason' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={refund.isPending}>
          {t('ordersAdmin.refund.close')}
        </Button>
        <Button variant="contained" loading={refund.isPending} onClick={submit} data-testid="refund-submit">
          {t('ordersAdmin.refund.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
