import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/products/use-format-price.ts';
import { priceSliderSteps } from '../lib/price-slider-steps.ts';

const commitDelayMs = 400;

/**
 * SPEC §2 price min/max: a two-thumb slider over the range the server reports for the other
 * filters. A bound at the end of the range is no bound at all, so new products above the old
 * maximum still show. Page Up and Page Down move about a tenth of the range. Keyboard steps are
 * gathered for a moment before the URL changes, so holding an arrow key writes one history entry,
 * not fifty.
 */
export function PriceRangeFilter({
  range,
  minPrice,
  maxPrice,
  onChange,
}: {
  range: { min: number | null; max: number | null } | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (bounds: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const low = Math.floor(range?.min ?? 0);
  const high = Math.ceil(range?.max ?? 0);
  const fromUrl: [number, number] = [Math.max(low, minPrice ?? low), Math.min(high, maxPrice ?? high)];
  const urlBounds = fromUrl.join(':');
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  // A committed value stays on the slider until the URL changes: the URL arrives in a transition, after
  // the slider's own render, and the thumb would jump back to the old bound meanwhile (a Page Up pressed
  // then moved it from there).
  const [sent, setSent] = useState<{ value: [number, number]; over: string } | null>(null);
  if (sent && sent.over !== urlBounds) setSent(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!range) return <Skeleton height={56} aria-hidden />;
  if (range.min === null || range.max === null || high <= low) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('store.filters.noPriceRange')}
      </Typography>
    );
  }

  const value = dragged ?? (sent?.over === urlBounds ? sent.value : fromUrl);
  const { step, pageStep } = priceSliderSteps(low, high);
  const commit = (next: [number, number]) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setDragged(null);
      setSent({ value: next, over: urlBounds });
      onChange({ minPrice: next[0] <= low ? undefined : next[0], maxPrice: next[1] >= high ? undefined : next[1] });
    }, commitDelayMs);
  };

  return (
    <Box sx={{ px: 1.5 }}>
      <Slider
        value={value}
        min={low}
        max={high}
        step={step}
        shiftStep={pageStep}
        disableSwap
        onChange={(_event, next) => setDragged(next as [number, number])}
        onChangeCommitted={(_event, next) => commit(next as [number, number])}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaValueText={formatPrice}
        getAriaLabel={(index) => (index === 0 ? t('store.filters.minPrice') : t('store.filters.maxPrice'))}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mx: -1.5 }}>
        <Typography variant="body2" data-testid="price-min">
          {formatPrice(value[0])}
        </Typography>
        <Typography variant="body2" data-testid="price-max">
          {formatPrice(value[1])}
        </Typography>
      </Box>
    </Box>
  );
}
