import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StockState } from '@iot/shared/inventory';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';

const colors: Record<StockState, 'success' | 'warning' | 'error'> = { in: 'success', low: 'warning', out: 'error' };

/** A level with its state (in stock, low, out) in words and colour, never colour alone. */
export function StockChip({ level, state }: { level: number; state: StockState }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (
    <Chip
      size="small"
      variant={state === 'in' ? 'outlined' : 'filled'}
      color={colors[state]}
      label={`${format.number(level)} · ${t(`inventory.states.${state}`)}`}
      data-testid="stock-chip"
    />
  );
}
