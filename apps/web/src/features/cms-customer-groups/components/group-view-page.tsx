import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { customerGroupMemberListQuerySchema, type CustomerRef } from '@iot/shared/customer-groups';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useChangeMembers, useCustomerGroup, useCustomerGroupMembers } from '../api/customer-groups.ts';
import { listPageSizes as pageSizes, useListSearch } from '../../../lib/use-list-search.ts';
import { GroupNotFound } from './group-not-found.tsx';
import { CustomerPicker, type PickedCustomer } from './customer-picker.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';
import { useDeleteGroupDialog } from './use-delete-group.tsx';
import { RecordLink } from '../../../components/cms/record-name.tsx';

/** SPEC §2 /cms/customers/groups/{id}: the group, its members (paged in the URL), push and pull. */
export function GroupViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const group = useCustomerGroup(id);
  const list = paths.cms.customerGroups();
  const deletion = useDeleteGroupDialog(() => navigate(list, { replace: true }));

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
          <>
            <Button
              component={RouterLink}
              to={paths.cms.customerGroupEdit(item.id)}
              variant="contained"
              startIcon={<EditIcon />}
            >
              {t('customerGroups.edit')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => deletion.open(item)}>
              {t('customerGroups.delete')}
            </Button>
          </>
        }
      />
      <PushPanel id={item.id} />
      <MembersTable group={item} />
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

function MembersTable({ group }: { group: { id: string; membersCount: number } }) {
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
  const rows = members.data?.data ?? [];

  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, md: 3 }, pt: 2 }}>
        {t('customerGroups.members.title')} ({format.number(group.membersCount)})
      </Typography>
      <TableContainer>
        <Table aria-label={t('customerGroups.members.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('customerGroups.fields.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('customerGroups.members.kind')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('customerGroups.members.addedAt')}
              </TableCell>
              <TableCell align="right">{t('customerGroups.fields.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={4}
              loading={members.isPending}
              error={members.isError}
              empty={members.isSuccess && rows.length === 0}
              onRetry={() => void members.refetch()}
            />
            {rows.map((member) => (
              <TableRow key={`${member.kind}:${member.id}`} hover>
                <TableCell sx={{ maxWidth: 0, width: { xs: '70%', md: '40%' } }}>
                  <RecordLink to={paths.cms.customer(member.id)} name={member.name} detail={member.email} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t(`customerGroups.kinds.${member.kind}`)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {format.date(member.addedAt)}
                </TableCell>
                <TableCell align="right">
                  <RowDeleteButton
                    label={t('customerGroups.members.removeOf', { name: member.name })}
                    onClick={() => pull.open({ kind: member.kind, id: member.id }, member.name)}
                    icon={<RemoveIcon />}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CatalogPagination
        total={members.data?.meta.total ?? 0}
        page={state.page}
        limit={state.limit}
        pageSizes={pageSizes}
        onPage={(page) => go({ page })}
        onLimit={(limit) => go({ limit })}
      />
      {pull.dialog}
    </Paper>
  );
}
