import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import { mailListQuerySchema, mailStatuses, type MailStatus, type OutboxMail } from '@iot/shared/mail';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useCmsMail, useResendMail } from '../api/mail.ts';

type Mail = WithId<OutboxMail>;

const statusColors: Record<MailStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
};

/**
 * The outbox (DESIGN §Operations: mail through the outbox with retries and back-off): every mail
 * the store wrote, newest first, with its delivery state, filtered by status and searched by
 * recipient or subject, all in the URL; a mail that failed (or never arrived) is resent from its row.
 */
export function MailListPage() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(mailListQuerySchema);
  const mails = useCmsMail(state);

  const status = (mail: Mail) => (
    <Chip size="small" color={statusColors[mail.status]} label={t(`mail.statuses.${mail.status}`)} />
  );
  const delivery = (mail: Mail) =>
    mail.status === 'pending' && mail.nextAttemptAt
      ? t('mail.nextAttempt', { at: format.date(mail.nextAttemptAt) })
      : mail.status === 'sent' && mail.sentAt
        ? t('mail.sentAt', { at: format.date(mail.sentAt) })
        : '';

  const columns: DataListColumn<Mail>[] = [
    {
      header: t('mail.columns.subject'),
      sx: { maxWidth: 0, width: { xs: '70%', md: '34%' } },
      cell: (mail) => (
        <Typography variant="body2" noWrap title={mail.subject} sx={{ fontWeight: 600 }}>
          {mail.subject}
        </Typography>
      ),
    },
    {
      header: t('mail.columns.to'),
      hiddenBelow: 'sm',
      sx: { maxWidth: 0, width: '22%' },
      cell: (mail) => (
        <Typography variant="body2" noWrap dir="ltr" title={mail.to} sx={{ textAlign: 'start' }}>
          {mail.to}
        </Typography>
      ),
    },
    { header: t('mail.columns.status'), hiddenBelow: 'sm', cell: status },
    {
      header: t('mail.columns.attempts'),
      hiddenBelow: 'md',
      align: 'right',
      cell: (mail) => format.number(mail.attempts),
    },
    {
      header: t('mail.columns.delivery'),
      hiddenBelow: 'md',
      sx: { maxWidth: 0, width: '22%' },
      cell: (mail) => (
        <>
          <Typography variant="body2">{delivery(mail)}</Typography>
          {mail.lastError && (
            <Typography variant="caption" color="error" noWrap component="p" dir="ltr" title={mail.lastError}>
              {mail.lastError}
            </Typography>
          )}
        </>
      ),
    },
    {
      header: t('mail.columns.createdAt'),
      hiddenBelow: 'lg',
      sx: { whiteSpace: 'nowrap' },
      cell: (mail) => format.date(mail.createdAt),
    },
    {
      header: t('mail.columns.actions'),
      headerHidden: true,
      align: 'right',
      cell: (mail) => <ResendButton mail={mail} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('mail.title')} subtitle={t('mail.subtitle')} />
      <Paper variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(240px, 420px) minmax(180px, 240px)' },
            gap: 2,
            p: 2,
          }}
        >
          <ListSearchField
            label={t('mail.searchLabel')}
            value={state.search ?? ''}
            onCommit={(text) => change({ search: text || undefined })}
            testId="mail-search"
          />
          <FilterSelect
            label={t('mail.columns.status')}
            value={state.status ?? ''}
            options={mailStatuses}
            optionLabel={(value) => t(`mail.statuses.${value}`)}
            allLabel={t('mail.allStatuses')}
            onChange={(value) => change({ status: value || undefined })}
            testId="mail-status-filter"
          />
        </Box>
        <DataList
          label={t('mail.title')}
          size="small"
          columns={columns}
          rows={mails.data?.data ?? []}
          rowKey={(mail) => mail.id}
          rowTestId="mail-row"
          phone={(mail) => (
            <Box sx={{ display: 'grid', gap: 0.5, mt: 0.5 }}>
              <Typography variant="body2" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
                {mail.to}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {status(mail)}
                <Typography variant="caption">{t('mail.attemptsCount', { count: mail.attempts })}</Typography>
              </Box>
            </Box>
          )}
          total={mails.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={mails}
          emptyText={t('mail.empty')}
        />
      </Paper>
    </>
  );
}

function ResendButton({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const resend = useResendMail();
  const label = t('mail.resendOf', { subject: mail.subject });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(mail.id, {
              onSuccess: () => notify({ type: 'success', message: t('mail.resent', { to: mail.to }) }),
              onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
            })
          }
        >
          <ReplayIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
