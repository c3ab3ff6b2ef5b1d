import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  canApplyLicenseAction,
  licenseActions,
  type LicenseAction,
  type LicenseAllocationDetail,
} from '@iot/shared/licenses';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordLoadError } from '../../../components/record-load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import {
  useAllocationAction,
  useAssignSeat,
  useLicenseAllocation,
  useTenantUsers,
  useUnassignSeat,
} from '../api/licenses.ts';
import { LatinDetail } from '../../../components/cms/record-name.tsx';
import { holderName, LicenseHolder } from './license-holder.tsx';

type Allocation = WithId<LicenseAllocationDetail>;
type Assignment = Allocation['assignments'][number];

/** SPEC §2 /cms/licenses/{licenseAllocationId}: seats used and free, who holds them, the history, and the actions. */
export function LicenseDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const allocation = useLicenseAllocation(id);
  // A role that may only read sees the seats and the history, nothing to change (DESIGN §Operations).
  const writable = useCanWrite('customers');

  if (allocation.isPending) return <PageLoading />;
  if (allocation.isError) return <RecordLoadError error={allocation.error} onRetry={() => void allocation.refetch()} />;
  const item = allocation.data;
  return (
    <>
      <PageHeader
        title={item.product.name}
        subtitle={holderName(item)}
        breadcrumbs={[{ label: t('licenses.title'), to: paths.cms.licenses() }, { label: item.product.name }]}
        actions={writable && <ActionButtons allocation={item} />}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Summary allocation={item} />
          <Seats allocation={item} writable={writable} />
        </Box>
        <History allocation={item} />
      </Box>
    </>
  );
}

function Summary({ allocation }: { allocation: Allocation }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const rows = [
    {
      label: t(allocation.company ? 'licenses.fields.company' : 'licenses.fields.tenant'),
      value: <LicenseHolder allocation={allocation} tenantTo={paths.cms.tenant} />,
    },
    {
      label: t('licenses.fields.product'),
      value: allocation.product.id ? (
        <Link component={RouterLink} to={paths.cms.product(allocation.product.id)}>
          {allocation.product.name}
        </Link>
      ) : (
        allocation.product.name
      ),
    },
    { label: t('licenses.fields.seats'), value: <SeatUsage used={allocation.seatsUsed} total={allocation.seats} /> },
    {
      label: t('licenses.fields.available'),
      value: format.number(allocation.seatsAvailable),
      testId: 'license-available',
    },
    { label: t('licenses.fields.period'), value: t(`store.licenses.periods.${allocation.period}`) },
    { label: t('licenses.fields.startsAt'), value: format.date(allocation.startsAt) },
    { label: t('licenses.fields.expiresAt'), value: format.date(allocation.expiresAt), testId: 'license-expires' },
    { label: t('licenses.fields.status'), value: <LicenseStatusChip status={allocation.status} /> },
    {
      label: t('licenses.fields.source'),
      value: allocation.order ? (
        <Link component={RouterLink} to={paths.cms.order(allocation.order.id)}>
          {t('licenses.fromOrder', { number: format.digits(allocation.order.orderId) })}
        </Link>
      ) : (
        t('licenses.byHand')
      ),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('licenses.summary')}
      </Typography>
      <DetailList rows={rows} />
    </Paper>
  );
}

const buttonColor = { suspend: 'warning', resume: 'primary', renew: 'primary', revoke: 'error' } as const;

/** Suspend, resume and renew after a confirmation with an optional note; revoke after typing the product code. */
function ActionButtons({ allocation }: { allocation: Allocation }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const action = useAllocationAction(allocation.id);
  const [asked, setAsked] = useState<Exclude<LicenseAction, 'revoke'> | null>(null);
  const [revoking, setRevoking] = useState(false);
  const run = async (chosen: LicenseAction, note: string) => {
    try {
      await action.mutateAsync({ action: chosen, ...(note ? { note } : {}) });
      notify({ type: 'success', message: t(`licenses.actions.done.${chosen}`) });
      setAsked(null);
      setRevoking(false);
    } catch (error) {
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  };
  const available = licenseActions.filter((one) => canApplyLicenseAction(allocation.status, one));
  return (
    <>
      {available.map((one) => (
        <Button
          key={one}
          variant={one === 'revoke' ? 'outlined' : 'contained'}
          color={buttonColor[one]}
          onClick={() => (one === 'revoke' ? setRevoking(true) : setAsked(one))}
          data-testid={`license-${one}`}
        >
          {t(`licenses.actions.${one}`)}
        </Button>
      ))}
      <ActionDialog
        action={asked}
        period={t(`store.licenses.periods.${allocation.period}`)}
        pending={action.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(note) => asked && void run(asked, note)}
      />
      <DestructiveConfirmDialog
        open={revoking}
        title={t('licenses.actions.revokeTitle')}
        type={t('licenses.actions.licenseType')}
        value={allocation.product.code}
        prompt={t('licenses.actions.revokePrompt')}
        confirmLabel={t('licenses.actions.revoke')}
        pending={action.isPending}
        onClose={() => setRevoking(false)}
        onConfirm={() => void run('revoke', '')}
      />
    </>
  );
}

type ActionDialogProps = {
  action: Exclude<LicenseAction, 'revoke'> | null;
  period: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
};

function ActionDialog({ action, period, pending, onClose, onConfirm }: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [note, setNote] = useState('');
  // Kept while the dialog closes, so its words do not change during the fade.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  return (
    <Dialog
      open={Boolean(action)}
      onClose={() => !pending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setNote('') } }}
      data-testid="license-action-dialog"
    >
      {shown && (
        <>
          <DialogTitle id={titleId}>{t(`licenses.actions.${shown}Title`)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography>{t(`licenses.actions.${shown}Text`, { period })}</Typography>
            <TextField
              label={t('licenses.fields.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={pending}>
              {t('licenses.actions.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={pending}
              onClick={() => onConfirm(note.trim())}
              data-testid="license-action-confirm"
            >
              {t(`licenses.actions.${shown}`)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function Seats({ allocation, writable }: { allocation: Allocation; writable: boolean }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const notify = useAlert();
  const assign = useAssignSeat(allocation.id);
  const unassign = useUnassignSeat(allocation.id);
  const usable = allocation.status === 'active';
  const full = allocation.seatsAvailable <= 0;
  // A company gives its seats itself, to the users of any of its tenants (SPEC §2 /licenses).
  const tenantId = allocation.tenant?.id;
  const users = useTenantUsers(tenantId ?? '', writable && Boolean(tenantId) && usable && !full);
  const holders = new Set(allocation.assignments.map((assignment) => assignment.user.id));
  const free = (users.data ?? []).filter((user) => !holders.has(user.id));
  const [userId, setUserId] = useState('');
  const takeBack = useConfirmAction<string>({
    title: t('licenses.seats.takeBackTitle'),
    type: t('licenses.seats.seatType'),
    prompt: t('licenses.seats.takeBackPrompt'),
    confirmLabel: t('licenses.seats.takeBack'),
    run: (assignmentId) => unassign.mutateAsync(assignmentId),
    done: t('licenses.seats.takenBack'),
  });
  const give = () =>
    assign.mutate(userId, {
      onSuccess: () => {
        notify({ type: 'success', message: t('licenses.seats.assigned') });
        setUserId('');
      },
      onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
    });
  // At phone width the date a seat was given goes under its holder.
  const columns: DataListColumn<Assignment>[] = [
    {
      header: t('licenses.seats.user'),
      sx: { maxWidth: 0, width: '60%' },
      cell: (assignment) => (
        <>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {assignment.user.name}
          </Typography>
          <LatinDetail>
            {assignment.user.username} · {assignment.user.email}
          </LatinDetail>
        </>
      ),
    },
    {
      header: t('licenses.seats.assignedAt'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (assignment) => format.date(assignment.assignedAt),
    },
    {
      header: t('licenses.fields.actions'),
      shown: writable,
      align: 'right',
      cell: (assignment) => (
        <RowDeleteButton
          label={t('licenses.seats.takeBackOf', { name: assignment.user.name })}
          onClick={() => takeBack.open(assignment.id, assignment.user.username)}
          icon={<RemoveIcon />}
        />
      ),
    },
  ];
  const note = !tenantId
    ? t('licenses.seats.companyGives')
    : !usable
      ? t('licenses.seats.notUsable')
      : full
        ? t('licenses.seats.full')
        : users.isSuccess && free.length === 0
          ? t('licenses.seats.everyoneHasOne')
          : null;

  return (
    <Paper variant="outlined">
      <Box sx={{ px: { xs: 2, md: 3 }, pt: 2, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('licenses.seats.title')} ({format.number(allocation.seatsUsed)} / {format.number(allocation.seats)})
        </Typography>
        {writable &&
          (note ? (
            <Typography color="text.secondary">{note}</Typography>
          ) : (
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                select
                label={t('licenses.seats.user')}
                value={userId}
                onChange={(event) => setUserId(event.target.value)}
                sx={{ flex: '1 1 260px', minWidth: 0 }}
                slotProps={{ htmlInput: { 'data-testid': 'license-assign-user' } }}
              >
                {free.map((user) => (
                  <MenuItem key={user.id} value={user.id}>
                    {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username} ({user.username})
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={!userId}
                loading={assign.isPending}
                onClick={give}
                sx={{ mt: 1 }}
                data-testid="license-assign"
              >
                {t('licenses.seats.assignButton')}
              </Button>
            </Box>
          ))}
      </Box>
      <DataList
        label={t('licenses.seats.title')}
        columns={columns}
        rows={allocation.assignments}
        rowKey={(assignment) => assignment.id}
        rowTestId="license-assignment"
        phone={(assignment) => format.date(assignment.assignedAt)}
        emptyText={t('licenses.seats.none')}
        paged={false}
      />
      {takeBack.dialog}
    </Paper>
  );
}

function History({ allocation }: { allocation: Allocation }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const detailOf = (event: Allocation['history'][number]) =>
    event.kind === 'renewed' && event.detail ? format.date(event.detail) : (event.detail ?? '');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, alignSelf: 'start' }}>
      <Typography variant="h6" component="h2">
        {t('licenses.history.title')}
      </Typography>
      <List dense data-testid="license-history">
        {allocation.history.map((event) => (
          <ListItem key={event.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={t(`licenses.history.kinds.${event.kind}`, { detail: detailOf(event) })}
              secondary={[
                format.date(event.createdAt),
                event.actor ? t('licenses.history.by', { name: event.actor }) : t('licenses.history.system'),
                event.note,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
