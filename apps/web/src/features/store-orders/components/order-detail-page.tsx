import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddressSummary } from '../../../components/address/address-summary.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatPrice } from '../../../lib/format-price.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatNumber, localizeDigits } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { isMissingOrder, useCustomerOrder } from '../api/customer-orders.ts';
import { OrderStatusChip } from '../../../components/order-status-chip.tsx';
import { OrderLineAmount } from '../../../components/orders/order-line-amount.tsx';
import { OrderPayment } from '../../../components/orders/order-payment.tsx';
import { OrderRows, OrderTotals } from '../../../components/orders/order-totals.tsx';
import { OrderShipments } from '../../../components/orders/order-shipments.tsx';
import { OrderDocuments } from '../../../components/orders/order-documents.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { GridList } from '../../../components/grid-list.tsx';

/**
 * SPEC §2 /orders/{id}: items with quantities and prices, the shipping address, the payment
 * details, SPEC §3 totals, the estimated delivery and the tracking steps. Someone else's order
 * answers 404 (DESIGN §API) and an id that is not a UUID 400: both are the not-found page, at once.
 */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const query = useCustomerOrder(orderId);
  const order = query.data;
  // SPEC §1: an order number is the app's own number, in the page's digits as in the back office.
  const orderNumber = order ? localizeDigits(order.orderId, language) : '…';
  const head = <PageHead title={order ? t('orders.orderId', { id: orderNumber }) : t('orders.title')} />;

  if (isMissingOrder(query.error))
    return (
      <>
        {head}
        <NotFoundPage />
      </>
    );

  const money = (value: number) => (order ? formatPrice(value, order.currency, language) : '');

  return (
    <>
      {head}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
        <Breadcrumbs aria-label={t('orders.detail.breadcrumbs')}>
          <Link component={RouterLink} to={paths.orders()} underline="hover" color="inherit">
            {t('orders.title')}
          </Link>
          <Typography color="text.primary">{orderNumber}</Typography>
        </Breadcrumbs>
        {query.isError && <QueryError onRetry={() => void query.refetch()} />}
        {query.isPending && <Skeleton variant="rounded" height={320} />}
        {order && (
          <>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }} data-testid="order-title">
                {t('orders.orderId', { id: orderNumber })}
              </Typography>
              <OrderStatusChip status={order.status} />
            </Box>
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}
            >
              <Box sx={{ display: 'grid', gap: 3 }}>
                <Section title={t('orders.detail.items')}>
                  <GridList sx={{ gap: 1.5 }}>
                    {order.items.map((line) => (
                      <Box
                        component="li"
                        key={line.id}
                        data-testid="order-line"
                        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                      >
                        <Box sx={{ minWidth: 0 }}>
                          {line.productId ? (
                            <Link component={RouterLink} to={paths.product(line.productId)} sx={{ fontWeight: 600 }}>
                              {line.name}
                            </Link>
                          ) : (
                            <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                          )}
                          <Typography variant="body2" color="text.secondary">
                            {t('checkout.receipt.lineQuantity', {
                              quantity: formatNumber(line.quantity, language),
                              price: money(line.unitPrice),
                            })}
                          </Typography>
                        </Box>
                        <Typography component="div" sx={{ fontWeight: 600, textAlign: 'end' }}>
                          <OrderLineAmount line={line} money={money} />
                        </Typography>
                      </Box>
                    ))}
                  </GridList>
                </Section>
                <Section title={t('orders.detail.tracking')}>
                  <OrderTracking status={order.status} history={order.history} />
                </Section>
                <Section title={t('orders.detail.shipments')}>
                  <OrderShipments shipments={order.shipments} items={order.items} />
                </Section>
              </Box>
              <Box sx={{ display: 'grid', gap: 3 }}>
                <Section title={t('orders.detail.summary')}>
                  <OrderRows
                    rows={[
                      [t('orders.placedAt'), formatDateTime(order.placedAt, language)],
                      [
                        t('orders.detail.estimatedDelivery'),
                        order.estimatedDelivery ? formatDateTime(order.estimatedDelivery, language) : '—',
                      ],
                      [t('orders.itemsQuantity'), formatNumber(order.itemsQuantity, language)],
                    ]}
                  />
                  {order.quoteRequestId && (
                    <Typography sx={{ mt: 0.75 }}>
                      {t('orders.detail.fromQuote')}:{' '}
                      <Link
                        component={RouterLink}
                        to={paths.myRequest(order.quoteRequestId)}
                        data-testid="order-quote-link"
                      >
                        {t('orders.detail.viewQuote')}
                      </Link>
                    </Typography>
                  )}
                  <Divider sx={{ my: 1.5 }} />
                  <OrderTotals order={order} money={money} />
                </Section>
                <Section title={t('orders.detail.shippingAddress')}>
                  <AddressSummary address={order.shippingAddress} />
                </Section>
                <Section title={t('orders.detail.payment')}>
                  <OrderPayment payment={order.paymentDetails} />
                </Section>
                <Section title={t('orders.detail.documents')}>
                  <OrderDocuments orderId={order.id} status={order.status} base="customer" />
                </Section>
              </Box>
            </Box>
          </>
        )}
      </Container>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
