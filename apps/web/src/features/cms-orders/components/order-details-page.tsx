import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminOrder } from '@iot/shared/admin-orders';
import { AddressSummary } from '../../../components/address/address-summary.tsx';
import { ApiError, errorMessageOf, type WithId } from '../../../api/client.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { OrderStatusChip } from '../../../components/order-status-chip.tsx';
import { OrderLineAmount } from '../../../components/orders/order-line-amount.tsx';
import { OrderPayment } from '../../../components/orders/order-payment.tsx';
import { OrderShipments } from '../../../components/orders/order-shipments.tsx';
import { OrderDocuments } from '../../../components/orders/order-documents.tsx';
import { OrderTotals } from '../../../components/orders/order-totals.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCmsOrder } from '../api/orders.ts';
import { AfterCaptureActions } from './after-capture-actions.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderNoteForm } from './order-note-form.tsx';
import { useStaffAccess } from '../../../api/auth/admin-session.ts';
import { TransactionsTable } from '../../../components/cms/transactions-table.tsx';
import { GridList } from '../../../components/grid-list.tsx';

type Order = WithId<AdminOrder>;
type Line = Order['items'][number];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * SPEC §2 /cms/orders/{id}: the items (ordered and shipped), customer, address, payment, totals,
 * shipments, the history of every status change and the payment transactions, with the moves the
 * transition table allows.
 */
export function OrderDetailsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const query = useCmsOrder(id);
  const can = useStaffAccess();
  const order = query.data;

  // An id that is not a UUID (400) names no order either.
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <NotFoundPage />;
  if (!order) {
    return (
      <>
        <PageHeader
          title={t('ordersAdmin.title')}
          breadcrumbs={[{ label: t('ordersAdmin.title'), to: paths.cms.orders() }]}
        />
        {query.isError ? (
          <QueryError message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading />
        )}
      </>
    );
  }

  const title = t('ordersAdmin.orderTitle', { id: format.digits(order.orderId) });
  const money = (value: number) => format.price(value, order.currency);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('ordersAdmin.title'), to: paths.cms.orders() }, { label: title }]}
        actions={
          <>
            <OrderActions order={order} />
            <AfterCaptureActions order={order} />
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('ordersAdmin.detail.items')}>
            <ItemsTable order={order} money={money} />
          </Section>
          <Section title={t('orders.detail.shipments')} testId="order-shipments">
            <OrderShipments shipments={order.shipments} items={order.items} />
          </Section>
          <Section title={t('ordersAdmin.detail.history')} testId="order-history">
            {can('orders:write') && <OrderNoteForm orderId={order.id} />}
            <History order={order} />
          </Section>
          <Section title={t('ordersAdmin.detail.transactions')}>
            <TransactionsTable
              transactions={order.transactions}
              loading={false}
              error={false}
              onRetry={() => void query.refetch()}
              hideCustomer
              hideOrder
            />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('ordersAdmin.detail.customer')}>
            <DetailList
              rows={[
                { label: t('ordersAdmin.columns.status'), value: <OrderStatusChip status={order.status} /> },
                { label: t('ordersAdmin.detail.placedAt'), value: format.date(order.placedAt) },
                {
                  label: t('ordersAdmin.detail.customer'),
                  value: (
                    <Link
                      component={RouterLink}
                      to={paths.cms.customer(order.customer.id)}
                      data-testid="order-customer"
                    >
                      <bdi>{order.customer.name}</bdi>
                    </Link>
                  ),
                },
                { label: t('ordersAdmin.detail.email'), value: <span dir="ltr">{order.customer.email ?? '—'}</span> },
                { label: t('ordersAdmin.columns.items'), value: format.number(order.itemsQuantity) },
                ...(order.quoteRequestId
                  ? [
                      {
                        label: t('ordersAdmin.detail.fromQuote'),
                        value: (
                          <Link
                            component={RouterLink}
                            to={paths.cms.request(order.quoteRequestId)}
                            data-testid="order-quote-link"
                          >
                            {t('ordersAdmin.detail.viewQuote')}
                          </Link>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(`ordersAdmin.detail.kinds.${order.customer.kind}`)}
            </Typography>
          </Section>
          <Section title={t('ordersAdmin.detail.totals')}>
            <OrderTotals order={order} money={money} />
          </Section>
          <Section title={t('ordersAdmin.detail.shippingAddress')}>
            <AddressSummary address={order.shippingAddress} />
          </Section>
          <Section title={t('ordersAdmin.detail.payment')}>
            <OrderPayment payment={order.paymentDetails} />
          </Section>
          <Section title={t('orders.detail.documents')} testId="order-documents">
            <OrderDocuments orderId={order.id} status={order.status} base="admin" />
          </Section>
        </Box>
      </Box>
    </>
  );
}

/**
 * Each line with the quantity ordered and shipped so far, and its subtotal (quantity × unit price)
 * with its share of the discount under it, so the column adds up to the totals' subtotal. At phone
 * width the quantities and the unit price move under the product.
 */
function ItemsTable({ order, money }: { order: Order; money: (value: number) => string }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const columns: DataListColumn<Line>[] = [
    {
      header: t('ordersAdmin.detail.product'),
      cell: (line) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{line.name}</bdi>
          </Typography>
          {/* Isolated, not a left-to-right block: the code keeps its order and sits at the page's start. */}
          <Typography variant="body2" color="text.secondary">
            <bdi dir="ltr">{line.code}</bdi>
          </Typography>
        </>
      ),
    },
    {
      header: t('ordersAdmin.detail.quantity'),
      align: 'right',
      hiddenBelow: 'sm',
      cell: (line) => format.number(line.quantity),
    },
    {
      header: t('ordersAdmin.detail.shipped'),
      align: 'right',
      hiddenBelow: 'sm',
      cell: (line) => <span data-testid="item-shipped">{format.number(line.shippedQuantity)}</span>,
    },
    ...(order.refunded > 0 || order.refunds.length > 0
      ? [
          {
            header: t('ordersAdmin.detail.refunded'),
            align: 'right' as const,
            hiddenBelow: 'sm' as const,
            cell: (line: Line) => <span data-testid="item-refunded">{format.number(line.refundedQuantity)}</span>,
          },
        ]
      : []),
    {
      header: t('ordersAdmin.detail.unitPrice'),
      align: 'right',
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (line) => money(line.unitPrice),
    },
    {
      header: t('ordersAdmin.detail.lineSubtotal'),
      align: 'right',
      cell: (line) => <OrderLineAmount line={line} money={money} />,
    },
  ];
  return (
    <DataList
      label={t('ordersAdmin.detail.items')}
      size="small"
      columns={columns}
      rows={order.items}
      rowKey={(line) => line.id}
      rowTestId="order-item"
      phone={(line) => (
        <>
          {t('checkout.receipt.lineQuantity', { quantity: format.number(line.quantity), price: money(line.unitPrice) })}
          <br />
          {t('ordersAdmin.detail.shippedOf', {
            shipped: format.number(line.shippedQuantity),
            quantity: format.number(line.quantity),
          })}
          {line.refundedQuantity > 0 && (
            <>
              <br />
              {t('ordersAdmin.detail.refundedOf', {
                refunded: format.number(line.refundedQuantity),
                quantity: format.number(line.quantity),
              })}
            </>
          )}
        </>
      )}
      paged={false}
    />
  );
}

type HistoryEntry =
  | { kind: 'change'; at: string; change: Order['history'][number] }
  | { kind: 'note'; at: string; note: Order['notes'][number] }
  | { kind: 'refund'; at: string; refund: Order['refunds'][number] };

const historyTestIds = { change: 'history-entry', note: 'history-internal-note', refund: 'history-refund' } as const;

function historyKey(entry: HistoryEntry): string {
  if (entry.kind === 'note') return entry.note.id;
  if (entry.kind === 'refund') return entry.refund.id;
  return `${entry.at}-${entry.change.to}`;
}

/** A refund in the history: its amount and outcome, who asked and when, its reason and whether it restocked. */
function RefundEntry({
  refund,
  money,
  actor,
}: {
  refund: Order['refunds'][number];
  money: (value: number) => string;
  actor: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const amount = money(refund.amount);
  const title =
    refund.status === 'refunded'
      ? t(refund.cancellation ? 'ordersAdmin.refundEntry.cancelled' : 'ordersAdmin.refundEntry.refunded', { amount })
      : t(`ordersAdmin.refundEntry.${refund.status}`, { amount });
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} color={refund.status === 'failed' ? 'error' : undefined}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {actor} · {format.date(refund.at)}
      </Typography>
      {refund.restock && refund.status === 'refunded' && (
        <Typography variant="body2">{t('ordersAdmin.refundEntry.restocked')}</Typography>
      )}
      {refund.reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="history-note">
          <bdi>{refund.reason}</bdi>
        </Typography>
      )}
    </>
  );
}

/** Every status change, refund and internal note, newest first: what happened, who, when, and the note. */
function History({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const money = (value: number) => format.price(value, order.currency);
  const status = (value: Order['status']) => t(`orders.statuses.${value}`);
  const actor = (who: Order['history'][number]['actor']) => (
    <>
      <bdi>{who.name ?? t(`ordersAdmin.detail.actors.${who.kind}`)}</bdi>
      {who.name ? ` (${t(`ordersAdmin.detail.actors.${who.kind}`)})` : ''}
    </>
  );
  const entries: HistoryEntry[] = [
    ...order.history.map((change) => ({ kind: 'change' as const, at: change.at, change })),
    ...order.notes.map((note) => ({ kind: 'note' as const, at: note.at, note })),
    ...order.refunds.map((refund) => ({ kind: 'refund' as const, at: refund.at, refund })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <GridList as="ol" sx={{ gap: 1.5 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={historyKey(entry)}
          data-testid={historyTestIds[entry.kind]}
          sx={{
            borderInlineStart: 3,
            borderColor:
              entry.kind === 'note' ? 'warning.main' : entry.kind === 'refund' ? 'secondary.main' : 'divider',
            paddingInlineStart: 1.5,
          }}
        >
          {entry.kind === 'refund' ? (
            <RefundEntry refund={entry.refund} money={money} actor={actor(entry.refund.actor)} />
          ) : entry.kind === 'note' ? (
            <>
              <Chip size="small" color="warning" variant="outlined" label={t('ordersAdmin.notes.internal')} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {actor(entry.note.author)} · {format.date(entry.at)}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <bdi>{entry.note.note}</bdi>
              </Typography>
            </>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {entry.change.from
                  ? t('ordersAdmin.confirm.change', { from: status(entry.change.from), to: status(entry.change.to) })
                  : t('ordersAdmin.detail.placed')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {actor(entry.change.actor)} · {format.date(entry.at)}
              </Typography>
              {entry.change.note && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="history-note">
                  <bdi>{entry.change.note}</bdi>
                </Typography>
              )}
            </>
          )}
        </Box>
      ))}
    </GridList>
  );
}
