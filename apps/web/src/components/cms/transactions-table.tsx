import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentTransaction } from '@iot/shared/admin-orders';
import type { WithId } from '../../api/client.ts';
import { DataList, type DataListColumn } from './data-list.tsx';
import { usePaths } from '../../lib/paths.ts';
import { useCatalogFormat } from '../../lib/use-catalog-format.ts';
import { SandboxPaymentChip } from '../payments/sandbox-payment-chip.tsx';

type Transaction = WithId<PaymentTransaction>;

type Props = {
  transactions: Transaction[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Leave the customer column out (e.g. on a customer's own page). */
  hideCustomer?: boolean;
  /** Leave the order column out (on the order's own page, where every row is that order). */
  hideOrder?: boolean;
};

/**
 * SPEC §7 payment transactions, each row linking to its order. At phone width the kind and the date
 * move under the first cell and the provider's reference is left out.
 */
export function TransactionsTable({
  transactions,
  loading,
  error,
  onRetry,
  hideCustomer = false,
  hideOrder = false,
}: Props) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const paths = usePaths();
  const kind = (transaction: Transaction) => t(`ordersAdmin.transactions.kinds.${transaction.kind}`);

  const columns: DataListColumn<Transaction>[] = [
    ...(hideOrder
      ? []
      : [
          {
            header: t('ordersAdmin.transactions.order'),
            sx: { whiteSpace: 'nowrap' },
            cell: (transaction) => (
              <Link component={RouterLink} to={paths.cms.order(transaction.orderId)}>
                {format.digits(`#${transaction.orderNumber}`)}
              </Link>
            ),
          } satisfies DataListColumn<Transaction>,
        ]),
    ...(hideCustomer
      ? []
      : [
          {
            header: t('ordersAdmin.transactions.customer'),
            hiddenBelow: 'md',
            cell: (transaction) => <bdi>{transaction.customer.name}</bdi>,
          } satisfies DataListColumn<Transaction>,
        ]),
    // The first column when the order's is left out: it then carries the phone lines.
    { header: t('ordersAdmin.transactions.kind'), hiddenBelow: hideOrder ? undefined : 'sm', cell: kind },
    {
      header: t('ordersAdmin.transactions.providerRef'),
      hiddenBelow: 'sm',
      // A provider's id is one long word: it may break anywhere, never push the table wider.
      sx: { overflowWrap: 'anywhere', minWidth: 120 },
      cell: (transaction) => <span dir="ltr">{transaction.providerRef ?? '—'}</span>,
    },
    {
      header: t('ordersAdmin.transactions.amount'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (transaction) => format.price(transaction.amount, transaction.currency),
    },
    {
      header: t('ordersAdmin.transactions.status'),
      cell: (transaction) => (
        <>
          {t(`ordersAdmin.transactions.statuses.${transaction.status}`, { defaultValue: transaction.status })}
          <SandboxPaymentChip driver={transaction.driver} />
        </>
      ),
    },
    {
      header: t('ordersAdmin.transactions.date'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (transaction) => format.date(transaction.createdAt),
    },
  ];

  return (
    <DataList
      label={t('ordersAdmin.detail.transactions')}
      size="small"
      columns={columns}
      rows={transactions}
      rowKey={(transaction) => transaction.id}
      rowTestId="transaction-row"
      phone={(transaction) => (
        <>
          {hideOrder ? null : (
            <>
              {kind(transaction)}
              <br />
            </>
          )}
          {format.date(transaction.createdAt)}
        </>
      )}
      query={{ isPending: loading, isError: error, refetch: onRetry }}
      paged={false}
    />
  );
}
