import Chip, { type ChipProps } from '@mui/material/Chip';
import { darken, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@iot/shared/orders';
import { schemePalette } from '../lib/theme.ts';

/**
 * Each status's chip color. A cancelled order is neutral grey: it took the brand's secondary color
 * before (packages/shared/src/brands.ts: teal, lime, sky blue…), which made an ended order look new.
 */
export const orderStatusColors = {
  pending: 'warning',
  in_progress: 'info',
  shipped: 'primary',
  delivered: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const satisfies Record<OrderStatus, ChipProps['color']>;

/** A status's color as a value (the dashboard's chart draws its bars in the chips' colors). */
export function orderStatusColor(palette: Theme['palette'], status: OrderStatus): string {
  const color = orderStatusColors[status];
  return color === 'default' ? palette.grey[500] : palette[color].main;
}

/** SPEC §4 order status as a chip (store and back office). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={orderStatusColors[status]}
      // The palette's warning and info are too light for small text on white (WCAG AA 4.5:1); grey's
      // text is the page's own.
      sx={(theme) =>
        orderStatusColors[status] === 'default'
          ? {}
          : theme.applyStyles('light', { color: darken(orderStatusColor(schemePalette(theme, false), status), 0.4) })
      }
      label={t(`orders.statuses.${status}`)}
      data-testid="order-status"
    />
  );
}
