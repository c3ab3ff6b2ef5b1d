import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { requestListQuerySchema, requestStatuses, requestTypes, type MarketplaceRequest } from '@iot/shared/requests';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { localizePhoneNumber } from '../../../lib/format.ts';
import { useCmsRequests, type RequestStatus } from '../api/request-list.ts';
import { useSetRequestStatus } from '../api/set-request-status.ts';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';

const statusColors: Record<RequestStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  'in-progress': 'warning',
  answered: 'success',
  closed: 'default',
};

type RequestRow = NonNullable<ReturnType<typeof useCmsRequests>['data']>['data'][number];

/** Quotes and messages from the storefront (SPEC §3 Quote or message), with their status. */
export function RequestListPage() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(requestListQuerySchema);
  const requests = useCmsRequests(state);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = requests.data?.data ?? [];
  const open = rows.find((request) => request.id === openId);
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
