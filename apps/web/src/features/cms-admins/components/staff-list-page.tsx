import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MoreIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { displayName } from '@iot/shared/auth';
import { localizeMessage } from '@iot/shared/validation-messages';
import { staffListQuerySchema, staffRoles, staffStatuses } from '@iot/shared/staff-roles';
import { errorMessageOf } from '../../../api/client.ts';
import { useAdminProfile } from '../../../api/auth/admin-session.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useStaffLabels } from '../../../lib/use-staff-labels.ts';
import { useChangeStaffAccess, useCmsStaff, type StaffRow } from '../api/staff.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';

const nameOf = (member: StaffRow) => displayName({ ...member, username: member.email });

/** The row's menu: change the role, deactivate or activate (super admins only reach this page). */
function MemberActions({ member, onRole, onStatus }: { member: StaffRow; onRole: () => void; onStatus: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('staff.actions.label', { name: nameOf(member) })}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="staff-actions"
      >
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onRole)} data-testid="staff-change-role">
          {t('staff.actions.changeRole')}
        </MenuItem>
        <MenuItem onClick={pick(onStatus)} data-testid="staff-toggle-status">
          {t(member.status === 'deactivated' ? 'staff.actions.activate' : 'staff.actions.deactivate')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** /cms/admins: the administrators, invited by e-mail, given a role, deactivated (DESIGN §Operations). */
export function StaffListPage() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const labels = useStaffLabels();
  const notify = useAlert();
  const me = useAdminProfile().data;
  const [state, change] = useListSearch(staffListQuerySchema);
  const staff = useCmsStaff(state);
  const access = useChangeStaffAccess();
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<StaffRow | null>(null);
  const [statusOf, setStatusOf] = useState<StaffRow | null>(null);

  const changeStatus = (member: StaffRow) => {
    const status = member.status === 'deactivated' ? 'active' : 'deactivated';
    access.mutate(
      { id: member.id, status },
      {
        onSuccess: () => {
          setStatusOf(null);
          notify({ type: 'success', message: t('staff.updated') });
        },
        onError: (error) => notify({ type: 'error', message: localizeMessage(errorMessageOf(error), format.language) }),
      },
    );
  };

  const columns: DataListColumn<StaffRow>[] = [
    {
      header: t('staff.fields.name'),
      sx: { maxWidth: 0, width: { xs: '60%', md: '35%' } },
      cell: (member) => (
        <>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}>
            {nameOf(member)}
            {member.id === me?.id && ` (${t('staff.you')})`}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            dir="ltr"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {member.email}
          </Typography>
        </>
      ),
    },
    { header: t('staff.fields.role'), hiddenBelow: 'sm', cell: (member) => labels.role(member.role) },
    {
      header: t('staff.fields.status'),
      hiddenBelow: 'sm',
      cell: (member) => (
        <Chip
          size="small"
          color={member.status === 'active' ? 'success' : member.status === 'invited' ? 'info' : 'default'}
          label={t(`staff.statuses.${member.status}`)}
        />
      ),
    },
    {
      header: t('staff.fields.createdAt'),
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (member) => format.date(member.createdAt),
    },
    {
      header: t('staff.actions.changeRole'),
      headerHidden: true,
      align: 'right',
      cell: (member) => (
        <MemberActions
          member={member}
          onRole={() => setRoleOf(member)}
          // Deactivating is confirmed by typing the e-mail; activating again is not destructive.
          onStatus={() => (member.status === 'deactivated' ? changeStatus(member) : setStatusOf(member))}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        actions={
          <Button variant="contained" onClick={() => setInviting(true)} data-testid="staff-invite">
            {t('staff.invite.open')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 1fr) repeat(2, minmax(140px, 200px))' },
            gap: 2,
            p: 2,
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <ListSearchField
              label={t('staff.searchLabel')}
              value={state.search ?? ''}
              onCommit={(text) => change({ search: text })}
            />
          </Box>
          <FilterSelect
            label={t('staff.filters.role')}
            value={state.role ?? ''}
            options={staffRoles}
            optionLabel={labels.role}
            allLabel={t('staff.filters.all')}
            onChange={(role) => change({ role: role || undefined })}
          />
          <FilterSelect
            label={t('staff.filters.status')}
            value={state.status ?? ''}
            options={staffStatuses}
            optionLabel={(status) => t(`staff.statuses.${status}`)}
            allLabel={t('staff.filters.all')}
            onChange={(status) => change({ status: status || undefined })}
          />
        </Box>
        <DataList
          label={t('staff.title')}
          columns={columns}
          rows={staff.data?.data ?? []}
          rowKey={(member) => member.id}
          rowTestId="staff-row"
          phone={(member) => `${labels.role(member.role)} · ${t(`staff.statuses.${member.status}`)}`}
          total={staff.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={staff}
        />
      </Paper>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <RoleDialog member={roleOf} onClose={() => setRoleOf(null)} />
      <DestructiveConfirmDialog
        open={statusOf !== null}
        title={t('staff.deactivateDialog.title', { name: statusOf ? nameOf(statusOf) : '' })}
        type={t('staff.fields.email')}
        value={statusOf?.email ?? ''}
        inputLabel={t('staff.fields.email')}
        prompt={t('staff.deactivateDialog.body')}
        confirmLabel={t('staff.deactivateDialog.confirm')}
        pending={access.isPending}
        onClose={() => setStatusOf(null)}
        onConfirm={() => statusOf && changeStatus(statusOf)}
      />
    </>
  );
}
