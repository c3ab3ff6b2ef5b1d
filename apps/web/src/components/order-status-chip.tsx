import Chip from '@mui/material/Chip';
import { darken } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@iot/shared/orders';
import { schemePalette } from '../lib/theme.ts';

/** Each status's palette color, shared by the chip and the dashboard's chart. */
export const orderStatusColors = {
  pending: 'warning',
  in_progress: 'info',
  shipped: 'primary',
  delivered: 'success',
  rejected: 'error',
  cancelled: 'secondary',
} as const satisfies Record<OrderStatus, string>;

/** SPEC §4 order status as a chip (store and back office). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={orderStatusColors[status]}
      // The palette's warning and info are too light for small text on white (WCAG AA 4.5:1).
      sx={(theme) =>
        theme.applyStyles('light', { color: darken(schemePalette(theme, false)[orderStatusColors[status]].main, 0.4) })
      }
      label={t(`orders.statuses.${status}`)}
      data-testid="order-status"
    />
  );
}
