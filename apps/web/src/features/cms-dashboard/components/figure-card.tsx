import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { changeRatio } from '../lib/dashboard-state.ts';

type Props = { label: string; value: string; current: number; previous: number; previousText: string; testId: string };

/** One figure of the period, with its change from the period before (up is good for every figure shown). */
export function FigureCard({ label, value, current, previous, previousText, testId }: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const ratio = changeRatio(current, previous);
  // Nothing before: no ratio to show, the previous figure (0) says it.
  const change =
    ratio === null
      ? null
      : ratio === 0
        ? t('cms.dashboard.unchanged')
        : `${ratio > 0 ? '▲' : '▼'} ${format.number(Math.round(Math.abs(ratio) * 100))}%`;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, containerType: 'inline-size' }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* The figure's size follows the card's width (a container query unit), so a long amount in
          Arabic-Indic digits with its currency still fits a phone's half-width card. */}
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, my: 0.5, fontSize: 'clamp(1rem, 12cqi, 1.5rem)' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      {change && (
        <Typography
          variant="body2"
          sx={{ color: ratio === 0 ? 'text.secondary' : (ratio ?? 0) > 0 ? 'success.main' : 'error.main' }}
        >
          {change}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('cms.dashboard.previous', { value: previousText })}
      </Typography>
    </Paper>
  );
}
