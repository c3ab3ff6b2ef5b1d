import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { CheckoutFlow } from '../../../features/store-checkout/components/checkout-flow.tsx';
import { useMyRequest } from '../../../features/store-requests/api/my-request.ts';

/**
 * /requests/{id}/checkout: secure checkout of a quote (SPEC §3 Quote or message), its lines at the
 * quoted prices; the server refuses it once it is expired, declined or already bought.
 */
export function QuoteCheckoutRoute() {
  const { t } = useTranslation();
  const { requestId = '' } = useParams();
  const paths = usePaths();
  const navigate = useNavigate();
  const request = useMyRequest(requestId);
  const quote = request.data?.quote;
  const items = quote?.lines.map((line) => ({ id: line.productId, quantity: line.quantity })) ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2 }}>
      <PageHead title={t('store.myRequests.quote.checkoutTitle')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('store.myRequests.quote.checkoutTitle')}
      </Typography>
      {request.isError && <QueryError onRetry={() => void request.refetch()} />}
      {request.isPending && <Skeleton variant="rounded" height={240} />}
      {request.data && !quote && <Alert severity="info">{t('store.myRequests.empty')}</Alert>}
      {quote && (
        <CheckoutFlow
          items={items}
          quoteId={requestId}
          backLabel={t('store.myRequests.back')}
          onPlaced={() => void request.refetch()}
          onBack={() => void navigate(paths.myRequest(requestId))}
        />
      )}
    </Container>
  );
}
