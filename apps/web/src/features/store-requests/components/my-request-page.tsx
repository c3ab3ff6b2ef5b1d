import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '@iot/shared/validation-messages';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { QuoteLines, QuoteStatusChip } from '../../../components/requests/quote-lines.tsx';
import { RequestThread } from '../../../components/requests/request-thread.tsx';
import { brand } from '../../../lib/brand.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDeclineQuote, useMyRequest, useSendRequestMessage } from '../api/my-request.ts';
import { RequestOverview } from './request-overview.tsx';

/**
 * /requests/{id}: one of the customer's requests with the store's quote (accept into checkout at
 * the quoted prices, or decline) and the thread with the store (SPEC §3 Quote or message).
 */
export function MyRequestPage({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const notify = useAlert();
  const query = useMyRequest(requestId);
  const sendMessage = useSendRequestMessage(requestId);
  const decline = useDeclineQuote(requestId);
  const request = query.data;
  const head = <PageHead title={t('store.myRequests.title')} description={t('store.myRequests.description')} />;
  const failed = (error: unknown) =>
    notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });

  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    return (
      <>
        {head}
        <NotFoundPage />
      </>
    );

  const quote = request?.quote;
  // Buying is a checkout, which only brands with the cart flag have (SPEC §6).
  const canBuy = quote?.status === 'offered' && !quote.expired && brand.features.cart;

  return (
    <>
      {head}
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
        <Breadcrumbs aria-label={t('store.myRequests.title')}>
          <Link component={RouterLink} to={paths.myRequests()} underline="hover" color="inherit">
            {t('store.myRequests.back')}
          </Link>
          <Typography color="text.primary">{request ? t(`store.myRequests.types.${request.type}`) : '…'}</Typography>
        </Breadcrumbs>
        {query.isError && <QueryError onRetry={() => void query.refetch()} />}
        {query.isPending && <Skeleton variant="rounded" height={240} />}
        {request && (
          <>
            <Card variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
              <RequestOverview
                request={request}
                title={
                  <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                    {t('store.myRequests.yourRequest')}
                  </Typography>
                }
              />
            </Card>

            {quote && (
              <Card variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.5 }} data-testid="my-quote">
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {t('store.myRequests.quote.title')}
                  </Typography>
                  <QuoteStatusChip quote={quote} />
                </Box>
                <QuoteLines quote={quote} />
                {quote.note && (
                  <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                    {quote.note}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {t('store.myRequests.quote.validUntil', { date: formatDateTime(quote.validUntil, language) })}
                  {' · '}
                  {t('store.myRequests.quote.afterTax')}
                </Typography>
                {quote.expired && <Alert severity="warning">{t('store.myRequests.quote.expired')}</Alert>}
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                  {canBuy && (
                    <Button variant="contained" component={RouterLink} to={paths.quoteCheckout(request.id)}>
                      {t('store.myRequests.quote.accept')}
                    </Button>
                  )}
                  {quote.status === 'offered' && !quote.expired && (
                    <Button
                      color="inherit"
                      loading={decline.isPending}
                      onClick={() =>
                        decline.mutate(undefined, {
                          onSuccess: () => notify({ type: 'info', message: t('store.myRequests.quote.declined') }),
                          onError: failed,
                        })
                      }
                    >
                      {t('store.myRequests.quote.decline')}
                    </Button>
                  )}
                  {quote.orderId && (
                    <Button variant="outlined" component={RouterLink} to={paths.order(quote.orderId)}>
                      {t('store.myRequests.quote.order')}
                    </Button>
                  )}
                </Box>
              </Card>
            )}

            <Card variant="outlined" sx={{ p: 2.5 }}>
              <RequestThread
                messages={request.messages}
                own="customer"
                labels={{
                  title: t('store.myRequests.thread.title'),
                  empty: t('store.myRequests.thread.empty'),
                  reply: t('store.myRequests.thread.reply'),
                  send: t('store.myRequests.thread.send'),
                  author: (author) =>
                    author === 'customer' ? t('store.myRequests.thread.you') : t('store.myRequests.thread.store'),
                }}
                reply={{
                  sending: sendMessage.isPending,
                  onSend: (body) =>
                    sendMessage.mutateAsync(body).then(
                      () => {
                        notify({ type: 'success', message: t('store.myRequests.thread.sent') });
                        return true;
                      },
                      (error: unknown) => {
                        failed(error);
                        return false;
                      },
                    ),
                }}
              />
            </Card>
          </>
        )}
      </Container>
    </>
  );
}
