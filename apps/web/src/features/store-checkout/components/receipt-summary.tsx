import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@iot/shared/cart';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { formatPrice } from '../../../lib/format-price.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { GridList } from '../../../components/grid-list.tsx';

const problemMessages = {
  unavailable: serverMessages.productUnavailable,
  'out-of-stock': serverMessages.outOfStock,
  'quantity-above-stock': serverMessages.quantityAboveStock,
} as const;

/** The lines of the server's receipt: name, code, quantity, the line total, and why a line cannot be bought. */
export function ReceiptLines({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatPrice(value, pricing.currency, language);
  return (
    <GridList sx={{ gap: 1.5 }}>
      {pricing.lines.map((line) => (
        <Box
          component="li"
          key={line.productId}
          data-testid="receipt-line"
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('checkout.receipt.lineQuantity', {
                quantity: formatNumber(line.quantity, language),
                price: money(line.unitPrice),
              })}
            </Typography>
            {line.problem && (
              <Typography variant="body2" color="error" role="alert">
                {localizeMessage(problemMessages[line.problem], language)}
              </Typography>
            )}
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(line.subtotal)}</Typography>
        </Box>
      ))}
    </GridList>
  );
}

/** SPEC §3 Order totals as the server priced them: subtotal, gift card, discount, tax, shipping, total. */
export function ReceiptTotals({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatPrice(value, pricing.currency, language);
  const rows: { key: string; label: string; value: string; hidden?: boolean }[] = [
    { key: 'subtotal', label: t('checkout.receipt.subtotal'), value: money(pricing.subtotal) },
    {
      key: 'giftCard',
      label: t('checkout.receipt.giftCard'),
      value: `−${money(pricing.giftCard)}`,
      hidden: pricing.giftCard === 0,
    },
    {
      key: 'discount',
      label: pricing.discountCode
        ? t('checkout.receipt.discountWithCode', { code: pricing.discountCode.code })
        : t('checkout.receipt.discount'),
      value: pricing.discount === 0 ? money(0) : `−${money(pricing.discount)}`,
    },
    { key: 'tax', label: t('checkout.receipt.tax'), value: money(pricing.tax) },
    {
      key: 'shipping',
      label: t('checkout.receipt.shipping'),
      value: pricing.shipping === 0 ? t('checkout.receipt.free') : money(pricing.shipping),
    },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {rows
        .filter((row) => !row.hidden)
        .map((row) => (
          <Box key={row.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid={`receipt-${row.key}`}>
              {row.value}
            </Typography>
          </Box>
        ))}
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('checkout.receipt.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }} data-testid="receipt-total">
          {money(pricing.total)}
        </Typography>
      </Box>
    </Box>
  );
}
