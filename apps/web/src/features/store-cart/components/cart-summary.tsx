import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@iot/shared/cart';
import { useFormatProductPrice } from '../../../components/products/use-format-price.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const titleId = 'cart-summary-title';

/**
 * The server's totals (SPEC §3 Order totals: items, subtotal, gift card, discount, tax, total);
 * gift card and shipping only when they apply. Before an address, where the shop charges tax or
 * shipping by country, both read 'Calculated at checkout' and the total is an estimate, never a
 * '$0' that checkout then contradicts. `actions` holds checkout and clearing the cart.
 */
export function CartSummary({
  pricing,
  updating,
  actions,
}: {
  pricing: Pricing | undefined;
  updating: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatProductPrice();
  const money = (value: number) => (pricing ? formatPrice(value, pricing.currency) : '');
  // Amounts taken off read as negative, signed the way the language writes them.
  const reduction = (value: number) => money(value > 0 ? -value : 0);
  const atCheckout = pricing?.atCheckout;
  const rows: { key: string; label: string; value: ReactNode }[] = pricing
    ? [
        { key: 'items', label: t('cart.items'), value: formatNumber(pricing.itemsQuantity, language) },
        { key: 'subtotal', label: t('cart.subtotal'), value: money(pricing.subtotal) },
        ...(pricing.giftCard > 0
          ? [{ key: 'gift-card', label: t('cart.giftCard'), value: reduction(pricing.giftCard) }]
          : []),
        { key: 'discount', label: t('cart.discount'), value: reduction(pricing.discount) },
        ...(atCheckout?.shipping || pricing.shipping > 0
          ? [
              {
                key: 'shipping',
                label: t('cart.shipping'),
                value: atCheckout?.shipping ? t('cart.atCheckout') : money(pricing.shipping),
              },
            ]
          : []),
        { key: 'tax', label: t('cart.tax'), value: atCheckout?.tax ? t('cart.atCheckout') : money(pricing.tax) },
      ]
    : (['items', 'subtotal', 'discount', 'tax'] as const).map((key) => ({
        key,
        label: t(`cart.${key}`),
        value: <Skeleton width={72} />,
      }));

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={updating}
      data-testid="cart-summary"
      sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 96 }, display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2" id={titleId}>
        {t('cart.summary')}
      </Typography>
      <Box sx={{ height: 4 }}>{updating && <LinearProgress aria-label={t('cart.updating')} />}</Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.25, columnGap: 2, m: 0 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }} data-testid={`cart-summary-${row.key}`}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {atCheckout?.tax || atCheckout?.shipping ? t('cart.estimatedTotal') : t('cart.total')}
        </Typography>
        <Typography
          component="dd"
          variant="h6"
          sx={{ m: 0, fontWeight: 700, textAlign: 'end' }}
          data-testid="cart-summary-total"
        >
          {pricing ? money(pricing.total) : <Skeleton width={96} />}
        </Typography>
      </Box>
      {actions}
    </Paper>
  );
}
