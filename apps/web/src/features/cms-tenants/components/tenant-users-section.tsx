import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ActivateIcon from '@mui/icons-material/HowToRegOutlined';
import AddIcon from '@mui/icons-material/PersonAddAltOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import ResetIcon from '@mui/icons-material/LockResetOutlined';
import { useTranslation } from 'react-i18next';
import { displayName, type TenantUserSummary } from '@iot/shared/auth';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CustomerStatusChip } from '../../../components/cms/customer-status-chip.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';
import { isolate } from '../../../lib/format.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useMailPasswordReset, useSetTenantUserStatus, useTenantUsers } from '../api/tenants.ts';
import { SectionPagination, TenantSection, useSectionPage, type TenantSectionProps } from './tenant-section.tsx';
import { TenantUserAddDialog } from './tenant-user-add-dialog.tsx';
import { LatinDetail } from '../../../components/cms/record-name.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

type User = WithId<TenantUserSummary>;

/** The tenant's users: add one, block or activate (SPEC §4 typed confirmation), reset a password by mail. */
export function TenantUsersSection({ tenant }: TenantSectionProps) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const [page, setPage] = useSectionPage();
  const [adding, setAdding] = useState(false);
  const [resetTarget, setResetTarget] = useState<User | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const users = useTenantUsers(tenant.id, page);
  const setStatus = useSetTenantUserStatus();
  const blocking = useConfirmAction<User>({
    title: t('tenants.users.blockTitle'),
    type: t('tenants.users.userType'),
    prompt: t('tenants.users.blockPrompt'),
    confirmLabel: t('tenants.users.block'),
    run: (user) => setStatus.mutateAsync({ userId: user.id, status: 'blocked' }),
    done: t('tenants.users.blocked'),
  });
  const activating = useConfirmAction<User>({
    title: t('tenants.users.activateTitle'),
    type: t('tenants.users.userType'),
    prompt: t('tenants.users.activatePrompt'),
    confirmLabel: t('tenants.users.activate'),
    run: (user) => setStatus.mutateAsync({ userId: user.id, status: 'active' }),
    done: t('tenants.users.activated'),
  });
  const writable = useCanWrite('customers');
  // At phone width the username (what the block and activate confirmations ask for) goes under the
  // name; the date the user was added is left out below 1200 px.
  const columns: DataListColumn<User>[] = [
    {
      header: t('tenants.users.name'),
      sx: { maxWidth: 0, width: { xs: '50%', md: '35%' } },
      cell: (user) => (
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{displayName(user)}</bdi>
          </Typography>
          <LatinDetail>{user.email}</LatinDetail>
        </>
      ),
    },
    {
      header: t('tenants.users.username'),
      hiddenBelow: 'md',
      cell: (user) => <span dir="ltr">{user.username}</span>,
    },
    {
      header: t('tenants.fields.createdAt'),
      hiddenBelow: 'lg',
      sx: { whiteSpace: 'nowrap' },
      cell: (user) => format.date(user.createdAt),
    },
    { header: t('tenants.users.status'), cell: (user) => <CustomerStatusChip status={user.status} /> },
    {
      header: t('tenants.users.actions'),
      shown: writable,
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (user) => {
        const name = displayName(user);
        const active = user.status === 'active';
        const statusLabel = t(active ? 'tenants.users.blockOf' : 'tenants.users.activateOf', { name });
        return (
          <>
            <Tooltip title={t('tenants.users.resetOf', { name })}>
              <IconButton
                aria-label={t('tenants.users.resetOf', { name })}
                onClick={() => {
                  setResetTarget(user);
                  setResetOpen(true);
                }}
              >
                <ResetIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={statusLabel}>
              <IconButton
                aria-label={statusLabel}
                color={active ? 'error' : 'success'}
                onClick={() => (active ? blocking : activating).open(user, user.username)}
              >
                {active ? <BlockIcon /> : <ActivateIcon />}
              </IconButton>
            </Tooltip>
          </>
        );
      },
    },
  ];

  return (
    <TenantSection
      title={t('tenants.users.title')}
      action={
        writable && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('tenants.users.add')}
          </Button>
        )
      }
    >
      <DataList
        label={t('tenants.users.title')}
        size="small"
        columns={columns}
        rows={users.data?.data ?? []}
        rowKey={(user) => user.id}
        rowTestId="tenant-user-row"
        phone={(user) => <bdi dir="ltr">{user.username}</bdi>}
        query={users}
        paged={false}
      />
      <SectionPagination total={users.data?.meta.total ?? 0} page={page} onChange={setPage} />
      <TenantUserAddDialog tenantId={tenant.id} open={adding} onClose={() => setAdding(false)} />
      <ResetPasswordDialog
        tenantId={tenant.id}
        user={resetTarget}
        open={resetOpen}
        onClose={() => setResetOpen(false)}
      />
      {blocking.dialog}
      {activating.dialog}
    </TenantSection>
  );
}

/** Asks before mailing the user a forgot-password code (it cannot be taken back, and resends are limited). */
function ResetPasswordDialog({
  tenantId,
  user,
  open,
  onClose,
}: {
  tenantId: string;
  user: User | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useAlert();
  const reset = useMailPasswordReset(tenantId);
  const email = user?.email ?? '';
  const send = () => {
    if (!user) return;
    reset.mutate(user.id, {
      onSuccess: () => {
        notify({ type: 'success', message: t('tenants.users.resetSent', { email: isolate(email) }) });
        onClose();
      },
      onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
    });
  };
  return (
    <Dialog open={open} onClose={() => !reset.isPending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('tenants.users.resetTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('tenants.users.resetPrompt', { email: isolate(email) })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={reset.isPending}>
          {t('tenants.cancel')}
        </Button>
        <Button variant="contained" onClick={send} loading={reset.isPending}>
          {t('tenants.users.resetSend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
