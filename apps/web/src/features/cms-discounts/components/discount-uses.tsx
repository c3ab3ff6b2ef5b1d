import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DiscountUse } from '@iot/shared/admin-discounts';
import type { WithId } from '../../../api/client.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';

/** A code's history: each use with its order, customer, amount and date; kept when the code is edited. */
export function DiscountUses({ uses }: { uses: WithId<DiscountUse>[] }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('discounts.history.title')}
      </Typography>
      {uses.length === 0 ? (
        <Typography color="text.secondary">{t('discounts.history.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('discounts.history.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('discounts.history.order')}</TableCell>
                <TableCell>{t('discounts.history.customer')}</TableCell>
                <TableCell>{t('discounts.history.amount')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('discounts.history.usedAt')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {uses.map((use) => (
                <TableRow key={use.orderId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={paths.cms.order(use.orderId)}>
                      #{format.digits(use.orderNumber ?? '—')}
                    </Link>
                    {use.released && (
                      <Chip size="small" sx={{ marginInlineStart: 1 }} label={t('discounts.history.released')} />
                    )}
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={paths.cms.customer(use.customer.id)}>
                      {use.customer.name ?? use.customer.id}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.price(use.amount, use.currency)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {format.date(use.usedAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
