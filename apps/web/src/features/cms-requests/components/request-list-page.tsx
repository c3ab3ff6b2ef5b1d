import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestListQuerySchema, requestStatuses, requestTypes, type MarketplaceRequest } from '@iot/shared/requests';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { localizePhoneNumber } from '../../../lib/format.ts';
import { useCmsRequests, type RequestStatus } from '../api/request-list.ts';
import { useSetRequestStatus } from '../api/set-request-status.ts';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { usePaths } from '../../../lib/paths.ts';
import { QuoteLines, QuoteStatusChip } from '../../../components/requests/quote-lines.tsx';
import { RequestThread } from '../../../components/requests/request-thread.tsx';
import { localizeMessage } from '@iot/shared/validation-messages';
import { useCmsRequest, useSendAdminMessage } from '../api/request-quote.ts';
import { QuoteForm } from './quote-form.tsx';

const statusColors: Record<RequestStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  'in-progress': 'warning',
  answered: 'success',
  closed: 'default',
};

type RequestRow = NonNullable<ReturnType<typeof useCmsRequests>['data']>['data'][number];

/**
 * Quotes and messages from the storefront (SPEC §3 Quote or message), with their status; a request
 * opens in a drawer at its own address (/cms/requests/{id}), which an order bought from its quote links to.
 */
export function RequestListPage() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const paths = usePaths();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, change] = useListSearch(requestListQuerySchema);
  const requests = useCmsRequests(state);
  const { id: openId } = useParams();
  const setOpenId = (id: string | null) =>
    void navigate(`${id ? paths.cms.request(id) : paths.cms.requests()}${location.search}`);
  const rows = requests.data?.data ?? [];
  const columns: DataListColumn<RequestRow>[] = [
    {
      header: t('catalog.requests.fields.fullName'),
      cell: (request) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{request.fullName}</Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {request.email}
          </Typography>
        </>
      ),
    },
    { header: t('catalog.requests.fields.type'), cell: (request) => t(`catalog.requests.types.${request.type}`) },
    {
      header: t('catalog.requests.fields.companyName'),
      hiddenBelow: 'md',
      cell: (request) => request.companyName || '—',
    },
    {
      header: t('catalog.requests.fields.createdAt'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (request) => format.date(request.createdAt),
    },
    {
      header: t('catalog.requests.fields.status'),
      cell: (request) => (
        <Chip
          size="small"
          color={statusColors[request.status]}
          label={t(`catalog.requests.statuses.${request.status}`)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('catalog.requests.title')} />
      <Paper variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(160px, 220px))' },
            gap: 2,
            p: 2,
          }}
        >
          <FilterSelect
            label={t('catalog.filters.type')}
            value={state.type ?? ''}
            options={requestTypes}
            optionLabel={(type) => t(`catalog.requests.types.${type}`)}
            allLabel={t('catalog.filters.all')}
            onChange={(type) => change({ type: type || undefined })}
          />
          <FilterSelect
            label={t('catalog.filters.status')}
            value={state.status ?? ''}
            options={requestStatuses}
            optionLabel={(status) => t(`catalog.requests.statuses.${status}`)}
            allLabel={t('catalog.filters.all')}
            onChange={(status) => change({ status: status || undefined })}
          />
        </Box>
        <DataList
          label={t('catalog.requests.title')}
          columns={columns}
          rows={rows}
          rowKey={(request) => request.id}
          rowOpen={{ onOpen: (request) => setOpenId(request.id), label: t('catalog.requests.details') }}
          total={requests.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={requests}
        />
      </Paper>
      {/* Above the top bar, which sits over the side navigation (drawer + 1): the panel's heading and
          close button would otherwise be under it. */}
      <Drawer
        anchor="right"
        open={Boolean(openId)}
        onClose={() => setOpenId(null)}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}
      >
        {openId && <OpenRequest key={openId} id={openId} onClose={() => setOpenId(null)} />}
      </Drawer>
    </>
  );
}

function OpenRequest({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useCmsRequest(id);
  if (request.data) return <RequestDetails request={request.data} onClose={onClose} />;
  return (
    <Box sx={{ p: 3 }}>
      {request.isError ? (
        <Alert severity="error">{errorMessageOf(request.error)}</Alert>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </Box>
  );
}

function RequestDetails({ request, onClose }: { request: WithId<MarketplaceRequest>; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const setStatus = useSetRequestStatus();
  const sendMessage = useSendAdminMessage(request.id);
  const paths = usePaths();
  const quote = request.quote;
  // A role that may only read sees the request, its quote and its thread, and changes nothing (DESIGN §Operations).
  const writable = useCanWrite('orders');
  const sendReply = (body: string) =>
    sendMessage.mutateAsync(body).then(
      () => {
        notify({ type: 'success', message: t('catalog.requests.thread.sent') });
        return true;
      },
      (error: unknown) => {
        notify({ type: 'error', message: localizeMessage(errorMessageOf(error), format.language) });
        return false;
      },
    );
  const rows = [
    { label: t('catalog.requests.fields.type'), value: t(`catalog.requests.types.${request.type}`) },
    { label: t('catalog.requests.fields.fullName'), value: request.fullName },
    { label: t('catalog.requests.fields.email'), value: <span dir="ltr">{request.email}</span> },
    {
      label: t('catalog.requests.fields.phoneNumber'),
      value: <span dir="ltr">{localizePhoneNumber(request.phoneNumber, format.language)}</span>,
    },
    { label: t('catalog.requests.fields.companyName'), value: request.companyName || '—' },
    { label: t('catalog.requests.fields.country'), value: request.country?.name ?? '—' },
    { label: t('catalog.requests.fields.city'), value: request.city || '—' },
    {
      label: t('catalog.requests.fields.customer'),
      value: t(`catalog.requests.customer.${request.customer?.kind ?? 'anonymous'}`),
    },
    { label: t('catalog.requests.fields.createdAt'), value: format.date(request.createdAt) },
    ...(request.products.length
      ? [
          {
            label: t('catalog.requests.fields.products'),
            value: (
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {request.products.map((product) => (
                  <li key={product.productId}>
                    {product.name} × {format.number(product.quantity)}
                  </li>
                ))}
              </Box>
            ),
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2.5 }} role="region" aria-labelledby="request-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="request-title" variant="h6" component="h2">
          {t('catalog.requests.details')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <TextField
        select
        label={t('catalog.requests.changeStatus')}
        value={request.status}
        disabled={!writable || setStatus.isPending}
        onChange={(event) =>
          setStatus.mutate(
            { id: request.id, status: event.target.value as RequestStatus },
            {
              onSuccess: () => notify({ type: 'success', message: t('catalog.alerts.updated') }),
              onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
            },
          )
        }
      >
        {requestStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`catalog.requests.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <DetailList rows={rows} />
      <Box>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 0.5 }}>
          {t('catalog.requests.fields.message')}
        </Typography>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Typography>
      </Box>
      <Divider />
      {quote && (
        <Box component="section" sx={{ display: 'grid', gap: 1.5 }} data-testid="cms-quote">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('catalog.requests.quote.title')}
            </Typography>
            <QuoteStatusChip quote={quote} />
          </Box>
          <QuoteLines quote={quote} />
          <Typography variant="body2" color="text.secondary">
            {t('catalog.requests.quote.validUntilDate', { date: format.date(quote.validUntil) })}
          </Typography>
          {quote.note && (
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
              {quote.note}
            </Typography>
          )}
          {quote.orderId && (
            <Box>
              <Button variant="outlined" component={RouterLink} to={paths.cms.order(quote.orderId)}>
                {t('catalog.requests.quote.order')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      {!request.customer && request.type === 'quote' && (
        <Alert severity="info">{t('catalog.requests.quote.anonymous')}</Alert>
      )}
      {writable && request.products.length > 0 && quote?.status !== 'accepted' && <QuoteForm request={request} />}
      <Divider />
      <RequestThread
        messages={request.messages}
        own="admin"
        labels={{
          title: t('catalog.requests.thread.title'),
          empty: t('catalog.requests.thread.empty'),
          reply: t('catalog.requests.thread.reply'),
          send: t('catalog.requests.thread.send'),
          author: (author) => t(`catalog.requests.thread.${author}`),
        }}
        reply={writable ? { sending: sendMessage.isPending, onSend: sendReply } : undefined}
      />
    </Box>
  );
}
