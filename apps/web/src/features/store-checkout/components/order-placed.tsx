import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../lib/paths.ts';
import type { PlacedOrder } from '../lib/placed-order.ts';

/** SPEC §8 'Your order is placed successfully', with the way to the order. */
export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 4 }} role="status">
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography
        variant="h5"
        component="h2"
        ref={heading}
        tabIndex={-1}
        sx={{ outline: 'none' }}
        data-testid="order-placed"
      >
        {t('checkout.placed.title')}
      </Typography>
      <Typography color="text.secondary">{t('checkout.placed.orderId', { id: order.orderId })}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
        <Button variant="contained" component={RouterLink} to={paths.order(order.id)}>
          {t('checkout.placed.viewOrder')}
        </Button>
        <Button component={RouterLink} to={paths.products()}>
          {t('checkout.placed.continueShopping')}
        </Button>
      </Box>
    </Box>
  );
}
