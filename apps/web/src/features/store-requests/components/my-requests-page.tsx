import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useMyRequests } from '../api/my-requests.ts';
import { RequestOverview } from './request-overview.tsx';
import { GridList } from '../../../components/grid-list.tsx';

/** /requests: a signed-in customer's own quote requests and messages (SPEC §7 /requests). */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const [page, setPage] = useState(1);
  const requests = useMyRequests(page);
  const head = <PageHead title={t('store.myRequests.title')} description={t('store.myRequests.description')} />;
  const pageCount = Math.ceil((requests.data?.meta.total ?? 0) / 10);

  return (
    <>
      {head}
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t('store.myRequests.title')}
        </Typography>
        {requests.isError && <QueryError onRetry={() => void requests.refetch()} />}
        {requests.isPending &&
          [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={120} sx={{ mb: 2 }} />)}
        {requests.data?.data.length === 0 && <EmptyState title={t('store.myRequests.empty')} />}
        <GridList sx={{ gap: 2 }}>
          {requests.data?.data.map((request) => (
            <Card component="li" key={request.id} variant="outlined" sx={{ p: 2.5 }} data-testid="my-request">
              <RequestOverview
                request={request}
                title={<Typography sx={{ fontWeight: 700 }}>{t(`store.myRequests.types.${request.type}`)}</Typography>}
              />
              <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={paths.myRequest(request.id)} variant="outlined" size="small">
                  {t('store.myRequests.view')}
                </Button>
                {request.quote?.status === 'offered' && !request.quote.expired && (
                  <Chip size="small" color="info" label={t('store.myRequests.quoteWaiting')} />
                )}
              </Box>
            </Card>
          ))}
        </GridList>
        {pageCount > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={pageCount}
            page={page}
            onChange={(_event, next) => setPage(next)}
            renderItem={(item) => (
              <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, language)} />
            )}
          />
        )}
      </Container>
    </>
  );
}
