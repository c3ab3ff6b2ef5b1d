import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCatalogFormat } from '../lib/use-catalog-format.ts';

/** Seats used of seats allocated, as words and as a bar (full in the warning colour) beside them. */
export function SeatUsage({ used, total }: { used: number; total: number }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const text = t('store.licenses.seats', { used: format.number(used), count: total });
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" data-testid="license-seats">
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? Math.min(100, (used / total) * 100) : 0}
        color={used >= total ? 'warning' : 'primary'}
        // The words above say it; the bar is only their picture.
        aria-hidden
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
