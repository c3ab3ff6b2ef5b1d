import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@iot/shared/orders';

type Totals = Pick<
  Order,
  'subtotal' | 'giftCard' | 'discount' | 'discountCode' | 'tax' | 'shipping' | 'total' | 'refunded' | 'netTotal'
>;

/**
 * SPEC §3 order totals: subtotal, gift card, discount (with its code), tax, shipping and the total;
 * after a refund, what was refunded and what the customer paid after it.
 */
export function OrderTotals({ order, money }: { order: Totals; money: (value: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <OrderRows
        rows={[
          [t('checkout.receipt.subtotal'), money(order.subtotal), 'order-subtotal'],
          [t('checkout.receipt.giftCard'), money(order.giftCard), 'order-gift-card'],
          [
            order.discountCode
              ? t('checkout.receipt.discountWithCode', { code: order.discountCode })
              : t('checkout.receipt.discount'),
            order.discount ? `−${money(order.discount)}` : money(0),
            'order-discount',
          ],
          [t('checkout.receipt.tax'), money(order.tax), 'order-tax'],
          [t('checkout.receipt.shipping'), money(order.shipping), 'order-shipping'],
        ]}
      />
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
        <span>{t('checkout.receipt.total')}</span>
        <span data-testid="order-total">{money(order.total)}</span>
      </Box>
      {order.refunded > 0 && (
        <>
          <OrderRows rows={[[t('checkout.receipt.refunded'), `−${money(order.refunded)}`, 'order-refunded']]} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, mt: 0.75 }}>
            <span>{t('checkout.receipt.netTotal')}</span>
            <span data-testid="order-net-total">{money(order.netTotal)}</span>
          </Box>
        </>
      )}
    </>
  );
}

/** Label and value rows, the value at the line's end. */
export function OrderRows({ rows }: { rows: [string, string, string?][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {rows.map(([label, value, testId]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }} data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
