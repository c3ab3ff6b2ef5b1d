import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentTransaction } from '@iot/shared/admin-orders';
import type { WithId } from '../../api/client.ts';
import { TableStateRow } from './table-state-row.tsx';
import { usePaths } from '../../lib/paths.ts';
import { useCatalogFormat } from '../../lib/use-catalog-format.ts';

type Props = {
  transactions: WithId<PaymentTransaction>[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Leave the customer column out (e.g. on a customer's own page). */
  hideCustomer?: boolean;
};

/** SPEC §7 payment transactions, each row linking to its order; scrolls sideways at phone width. */
export function TransactionsTable({ transactions, loading, error, onRetry, hideCustomer = false }: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const paths = usePaths();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: hideCustomer ? 560 : 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ordersAdmin.transactions.order')}</TableCell>
            {hideCustomer ? null : <TableCell>{t('ordersAdmin.transactions.customer')}</TableCell>}
            <TableCell>{t('ordersAdmin.transactions.kind')}</TableCell>
            <TableCell>{t('ordersAdmin.transactions.providerRef')}</TableCell>
            <TableCell align="right">{t('ordersAdmin.transactions.amount')}</TableCell>
            <TableCell>{t('ordersAdmin.transactions.status')}</TableCell>
            <TableCell>{t('ordersAdmin.transactions.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStateRow
            columns={hideCustomer ? 6 : 7}
            loading={loading}
            error={error}
            empty={transactions.length === 0}
            onRetry={onRetry}
          />
          {loading || error
            ? null
            : transactions.map((transaction) => (
                <TableRow key={transaction.id} hover data-testid="transaction-row">
                  <TableCell>
                    <Link component={RouterLink} to={paths.cms.order(transaction.orderId)}>
                      {format.digits(`#${transaction.orderNumber}`)}
                    </Link>
                  </TableCell>
                  {hideCustomer ? null : <TableCell>{transaction.customer.name}</TableCell>}
                  <TableCell>{t(`ordersAdmin.transactions.kinds.${transaction.kind}`)}</TableCell>
                  <TableCell dir="ltr" sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {transaction.providerRef ?? '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {format.price(transaction.amount, transaction.currency)}
                  </TableCell>
                  <TableCell>
                    {t(`ordersAdmin.transactions.statuses.${transaction.status}`, { defaultValue: transaction.status })}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(transaction.createdAt)}</TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
