import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@iot/shared/orders';

type Line = Pick<Order['items'][number], 'subtotal' | 'discount'>;

/**
 * A line's amount as the totals box sums it: quantity × unit price (SPEC §3 Order totals: the
 * subtotal), with the line's share of the order's discount under it. The discount is taken off
 * once, in the totals, never also in the line.
 */
export function OrderLineAmount({ line, money }: { line: Line; money: (value: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }} data-testid="line-subtotal">
        {money(line.subtotal)}
      </Box>
      {line.discount > 0 && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', whiteSpace: 'nowrap' }}
          data-testid="line-discount"
        >
          {t('orders.detail.lineDiscount', { amount: money(line.discount) })}
        </Typography>
      )}
    </>
  );
}
