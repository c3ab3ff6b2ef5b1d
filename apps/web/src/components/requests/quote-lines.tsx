import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Quote } from '@iot/shared/requests';
import { formatPrice } from '../../lib/format-price.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

type Labels = { product: string; quantity: string; unitPrice: string; total: string; subtotal: string };

/** A quote's lines at their quoted unit prices, and its subtotal (SPEC §3 Quote or message). */
export function QuoteLines({ quote, labels }: { quote: Quote; labels: Labels }) {
  const language = useLanguage();
  const money = (value: number) => formatPrice(value, quote.currency, language);
  return (
    <Table size="small" aria-label={labels.product} data-testid="quote-lines">
      <TableHead>
        <TableRow>
          <TableCell>{labels.product}</TableCell>
          <TableCell align="right">{labels.quantity}</TableCell>
          <TableCell align="right">{labels.unitPrice}</TableCell>
          <TableCell align="right">{labels.total}</TableCell>
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
            {labels.subtotal}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {money(quote.subtotal)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
