import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@iot/shared/orders';
import { orderStatusColor, orderStatusColors } from './order-status-chip.tsx';

describe('order status colors', () => {
  const { palette } = createTheme({ palette: { secondary: { main: '#84cc16' } } });

  it('draws a cancelled order in neutral grey, not in the brand’s secondary color', () => {
    expect(orderStatusColors.cancelled).toBe('default');
    expect(orderStatusColor(palette, 'cancelled')).toBe(palette.grey[500]);
  });

  it('gives the chart a color for every status, each status its own', () => {
    const colors = orderStatuses.map((status) => orderStatusColor(palette, status));
    expect(colors.every((color) => /^#[0-9a-f]{6}$/i.test(color))).toBe(true);
    expect(new Set(colors).size).toBe(orderStatuses.length);
    expect(colors).not.toContain(palette.secondary.main);
  });
});
