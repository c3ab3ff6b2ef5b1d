import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requestStatuses, requestTypes, type MarketplaceRequest } from '@iot/shared/requests';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { localizePhoneNumber } from '../../../lib/format.ts';
import { useCmsRequests, type RequestListState, type RequestStatus } from '../api/request-list.ts';
import { useSetRequestStatus } from '../api/set-request-status.ts';
import { listPageSizes } from '../../../lib/list-page.ts';
import { readRequestListState } from '../lib/list-state.ts';
import { showAll } from '../../../components/cms/select-props.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';

const statusColors: Record<RequestStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  'in-progress': 'warning',
  answered: 'success',
  closed: 'default',
};

/** Quotes and messages from the storefront (SPEC §3 Quote or message), with their status. */
export function RequestListPage() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const [params, setParams] = useSearchParams();
  const state = readRequestListState(params);
  const requests = useCmsRequests(state);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = requests.data?.data ?? [];
  const open = rows.find((request) => request.id === openId);
  const change = (next: Partial<RequestListState>) => {
    const merged = { ...state, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.limit !== 10) search.set('limit', String(merged.limit));
    if (merged.type) search.set('type', merged.type);
    if (merged.status) search.set('status', merged.status);
    setParams(search);
  };

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
          <TextField
            select
            size="small"
            label={t('catalog.filters.type')}
            slotProps={showAll}
            value={state.type}
            onChange={(event) => change({ type: event.target.value as RequestListState['type'] })}
          >
            <MenuItem value="">{t('catalog.filters.all')}</MenuItem>
            {requestTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`catalog.requests.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('catalog.filters.status')}
            slotProps={showAll}
            value={state.status}
            onChange={(event) => change({ status: event.target.value as RequestListState['status'] })}
          >
            <MenuItem value="">{t('catalog.filters.all')}</MenuItem>
            {requestStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`catalog.requests.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TableContainer>
          <Table aria-label={t('catalog.requests.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('catalog.requests.fields.fullName')}</TableCell>
                <TableCell>{t('catalog.requests.fields.type')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('catalog.requests.fields.companyName')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('catalog.requests.fields.createdAt')}
                </TableCell>
                <TableCell>{t('catalog.requests.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={5}
                loading={requests.isPending}
                error={requests.isError}
                empty={requests.isSuccess && rows.length === 0}
                onRetry={() => void requests.refetch()}
              />
              {rows.map((request) => (
                <TableRow
                  key={request.id}
                  hover
                  tabIndex={0}
                  onClick={() => setOpenId(request.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      setOpenId(request.id);
                    }
                  }}
                  aria-label={t('catalog.requests.details')}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{request.fullName}</Typography>
                    <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                      {request.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`catalog.requests.types.${request.type}`)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{request.companyName || '—'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {format.date(request.createdAt)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={statusColors[request.status]}
                      label={t(`catalog.requests.statuses.${request.status}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={requests.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={listPageSizes}
          onPage={(page) => change({ page })}
          onLimit={(limit) => change({ limit })}
        />
      </Paper>
      <Drawer
        anchor="right"
        open={Boolean(open)}
        onClose={() => setOpenId(null)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
      >
        {open && <RequestDetails request={open} onClose={() => setOpenId(null)} />}
      </Drawer>
    </>
  );
}

function RequestDetails({ request, onClose }: { request: WithId<MarketplaceRequest>; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const setStatus = useSetRequestStatus();
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
        disabled={setStatus.isPending}
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
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</Typography>
      </Box>
    </Box>
  );
}
