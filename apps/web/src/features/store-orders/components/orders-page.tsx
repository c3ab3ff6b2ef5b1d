import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderFilters, type OrderFilter } from '@iot/shared/orders';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatPrice } from '../../../lib/format-price.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatNumber, localizeDigits } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { ordersPageSize, useCustomerOrders } from '../api/customer-orders.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { ordersSearchSchema } from '../lib/orders-search.ts';
import { OrderStatusChip } from '../../../components/order-status-chip.tsx';
import { GridList } from '../../../components/grid-list.tsx';

/**
 * SPEC §2 /orders (brands with the orders flag, signed in): the customer's own orders, current
 * (still moving) or past (delivered or rejected), a page at a time, newest first.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const [{ filter, page }, show] = useListSearch(ordersSearchSchema);
  const orders = useCustomerOrders(filter, page);
  const head = <PageHead title={t('orders.title')} />;
  const pageCount = Math.ceil((orders.data?.meta.total ?? 0) / ordersPageSize);

  return (
    <>
      {head}
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: 24, md: 32 } }}>
          {t('orders.title')}
        </Typography>
        <Tabs
          value={filter}
          onChange={(_event, value: OrderFilter) => show({ filter: value })}
          aria-label={t('orders.filterLabel')}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {orderFilters.map((option) => (
            <Tab key={option} value={option} label={t(`orders.filters.${option}`)} />
          ))}
        </Tabs>
        {orders.isError && <QueryError onRetry={() => void orders.refetch()} />}
        {orders.isPending &&
          [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={96} sx={{ mb: 2 }} />)}
        {orders.data?.data.length === 0 && (
          <EmptyState
            title={t(filter === 'current' ? 'orders.empty' : 'orders.emptyPast')}
            hint={t('orders.emptyHint')}
            icon={<ReceiptIcon />}
            action={
              <Button variant="contained" component={RouterLink} to={paths.products()}>
                {t('orders.browse')}
              </Button>
            }
          />
        )}
        <GridList sx={{ gap: 2 }} aria-busy={orders.isFetching}>
          {orders.data?.data.map((order) => (
            <Card component="li" key={order.id} variant="outlined" data-testid="order-row">
              <CardActionArea component={RouterLink} to={paths.order(order.id)} sx={{ p: 2.5 }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 1,
                    flexWrap: 'wrap',
                    alignItems: 'center',
                  }}
                >
                  <Typography sx={{ fontWeight: 700 }} data-testid="order-id">
                    {t('orders.orderId', { id: localizeDigits(order.orderId, language) })}
                  </Typography>
                  <OrderStatusChip status={order.status} />
                </Box>
                <Box
                  sx={{
                    mt: 1,
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
                    alignItems: 'end',
                  }}
                >
                  <Field label={t('orders.placedAt')} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                    {formatDateTime(order.placedAt, language)}
                  </Field>
                  <Field label={t('orders.itemsQuantity')}>{formatNumber(order.itemsQuantity, language)}</Field>
                  <Field label={t('orders.total')} testId="order-total">
                    {formatPrice(order.total, order.currency, language)}
                  </Field>
                </Box>
              </CardActionArea>
            </Card>
          ))}
        </GridList>
        {pageCount > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={pageCount}
            page={page}
            onChange={(_event, next) => show({ page: next })}
            renderItem={(item) => (
              <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, language)} />
            )}
          />
        )}
      </Container>
    </>
  );
}

function Field({ label, children, testId, sx }: { label: string; children: ReactNode; testId?: string; sx?: object }) {
  return (
    <Box sx={sx}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}
