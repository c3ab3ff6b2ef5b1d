import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@iot/shared/requests';
import { formatPrice } from '../../lib/format-price.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** A quote's status as both sides show it; an offered quote past its date reads as expired. */
export function QuoteStatusChip({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={
        quote.status === 'accepted' ? 'success' : quote.status === 'offered' && !quote.expired ? 'info' : 'default'
      }
      label={
        quote.expired ? t('store.myRequests.quote.expiredStatus') : t(`store.myRequests.quote.statuses.${quote.status}`)
      }
    />
  );
}

/** A quote's lines at their quoted unit prices, and its subtotal (SPEC §3 Quote or message). */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatPrice(value, quote.currency, language);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('store.myRequests.quote.title')} data-testid="quote-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('store.myRequests.quote.product')}</TableCell>
            <TableCell align="right">{t('store.myRequests.quote.quantity')}</TableCell>
            <TableCell align="right">{t('store.myRequests.quote.unitPrice')}</TableCell>
            <TableCell align="right">{t('store.myRequests.quote.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line) => (
            <TableRow key={line.productId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.name}</TableCell>
              <TableCell align="right">{formatNumber(line.quantity, language)}</TableCell>
              <TableCell align="right" data-testid="quote-unit-price">
                {money(line.unitPrice)}
              </TableCell>
              <TableCell align="right">{money(line.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {t('store.myRequests.quote.subtotal')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(quote.subtotal)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
