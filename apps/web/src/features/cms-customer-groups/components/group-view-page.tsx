import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { customerGroupMemberListQuerySchema, type CustomerRef } from '@iot/shared/customer-groups';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { RecordActions, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useChangeMembers, useCustomerGroup, useCustomerGroupMembers } from '../api/customer-groups.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { GroupNotFound } from './group-not-found.tsx';
import { CustomerPicker, type PickedCustomer } from './customer-picker.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';
import { useDeleteGroupDialog } from './use-delete-group.tsx';
import { RecordLink } from '../../../components/cms/record-name.tsx';

type MemberRow = NonNullable<ReturnType<typeof useCustomerGroupMembers>['data']>['data'][number];

/** SPEC §2 /cms/customers/groups/{id}: the group, its members (paged in the URL), push and pull. */
export function GroupViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const group = useCustomerGroup(id);
  const list = paths.cms.customerGroups();
  const deletion = useDeleteGroupDialog(() => navigate(list, { replace: true }));
  // A role that may only read sees the group and its members, nothing to change (DESIGN §Operations).
  const writable = useCanWrite('customers');

  if (group.isPending) return <PageLoading />;
  if (group.isError) return <GroupNotFound />;
  const item = group.data;
  return (
    <>
      <PageHeader
        title={item.name}
        subtitle={item.description ?? undefined}
        breadcrumbs={[
          { label: t('customers.title'), to: paths.cms.customers() },
          { label: t('customerGroups.title'), to: list },
          { label: item.name },
        ]}
        actions={
          <RecordActions
            writable={writable}
            edit={paths.cms.customerGroupEdit(item.id)}
            onDelete={() => deletion.open(item)}
          />
        }
      />
      {writable && <PushPanel id={item.id} />}
      <MembersTable group={item} writable={writable} />
      {deletion.dialog}
    </>
  );
}

function PushPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const members = useChangeMembers(id);
  const [picked, setPicked] = useState<PickedCustomer[]>([]);
  const push = () =>
    members.mutate(
      { change: 'push', customers: picked.map(({ kind, id: customerId }) => ({ kind, id: customerId })) },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('customerGroups.members.pushed') });
          setPicked([]);
        },
        onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('customerGroups.members.push')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <CustomerPicker label={t('customerGroups.members.pick')} value={picked} onChange={setPicked} />
        </Box>
        <Button
          variant="contained"
          disabled={picked.length === 0}
          loading={members.isPending}
          onClick={push}
          sx={{ mt: 1 }}
        >
          {t('customerGroups.members.pushSelected')}
        </Button>
      </Box>
    </Paper>
  );
}

function MembersTable({ group, writable }: { group: { id: string; membersCount: number }; writable: boolean }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, go] = useListSearch(customerGroupMemberListQuerySchema);
  const members = useCustomerGroupMembers(group.id, state);
  const change = useChangeMembers(group.id);
  const pull = useConfirmAction<CustomerRef>({
    title: t('customerGroups.members.removeTitle'),
    type: t('customerGroups.members.customerType'),
    prompt: t('customerGroups.members.removePrompt'),
    confirmLabel: t('customerGroups.members.remove'),
    run: (customer) => change.mutateAsync({ change: 'pull', customers: [customer] }),
    done: t('customerGroups.members.removed'),
  });
  // At phone width the kind goes under the name; the date it was added is left out below 900 px.
  const columns: DataListColumn<MemberRow>[] = [
    {
      header: t('customerGroups.fields.name'),
      sx: { maxWidth: 0, width: { xs: '70%', md: '40%' } },
      cell: (member) => <RecordLink to={paths.cms.customer(member.id)} name={member.name} detail={member.email} />,
    },
    {
      header: t('customerGroups.members.kind'),
      hiddenBelow: 'sm',
      cell: (member) => t(`customerGroups.kinds.${member.kind}`),
    },
    {
      header: t('customerGroups.members.addedAt'),
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (member) => format.date(member.addedAt),
    },
    {
      header: t('customerGroups.fields.actions'),
      shown: writable,
      align: 'right',
      cell: (member) => (
        <RowDeleteButton
          label={t('customerGroups.members.removeOf', { name: member.name })}
          onClick={() => pull.open({ kind: member.kind, id: member.id }, member.name)}
          icon={<RemoveIcon />}
        />
      ),
    },
  ];

  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, md: 3 }, pt: 2 }}>
        {t('customerGroups.members.title')} ({format.number(group.membersCount)})
      </Typography>
      <DataList
        label={t('customerGroups.members.title')}
        columns={columns}
        rows={members.data?.data ?? []}
        rowKey={(member) => `${member.kind}:${member.id}`}
        phone={(member) => t(`customerGroups.kinds.${member.kind}`)}
        total={members.data?.meta.total ?? 0}
        state={state}
        onChange={go}
        query={members}
      />
      {pull.dialog}
    </Paper>
  );
}
