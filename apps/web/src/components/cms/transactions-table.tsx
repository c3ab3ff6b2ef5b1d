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
import { formatDateTime } from '../../lib/format.ts';
import { formatPrice } from '../../lib/format-price.ts';
import { usePaths } from '../../lib/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';

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
  const language = useLanguage();
  const paths = usePaths();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 720 }}>
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
                      {transaction.orderNumber}
                    </Link>
                  </TableCell>
                  {hideCustomer ? null : <TableCell>{transaction.customer.name}</TableCell>}
                  <TableCell>{t(`ordersAdmin.transactions.kinds.${transaction.kind}`)}</TableCell>
                  <TableCell dir="ltr">{transaction.providerRef ?? '—'}</TableCell>
                  <TableCell align="right">{formatPrice(transaction.amount, transaction.currency, language)}</TableCell>
                  <TableCell>{transaction.status}</TableCell>
                  <TableCell>{formatDateTime(transaction.createdAt, language)}</TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
