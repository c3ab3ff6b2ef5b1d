import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { customerGroupListQuerySchema } from '@iot/shared/customer-groups';
import { RowActions } from '../../../components/cms/row-action.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCustomerGroups } from '../api/customer-groups.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useDeleteGroupDialog } from './use-delete-group.tsx';
import { useStaffAccess } from '../../../api/auth/admin-session.ts';

type GroupRow = NonNullable<ReturnType<typeof useCustomerGroups>['data']>['data'][number];

/** SPEC §2 /cms/customers/groups: the groups with their number of members; search and page in the URL. */
export function GroupListPage() {
  const { t } = useTranslation();
  const can = useStaffAccess();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(customerGroupListQuerySchema);
  const groups = useCustomerGroups(state);
  const deletion = useDeleteGroupDialog();
  // A role that may only read opens a group, nothing more (DESIGN §Operations).
  const writable = can('customers:write');
  const columns: DataListColumn<GroupRow>[] = [
    {
      header: t('customerGroups.fields.name'),
      sx: { maxWidth: 0, width: { xs: '50%', md: '30%' } },
      cell: (group) => (
        <Link component={RouterLink} to={paths.cms.customerGroup(group.id)} sx={{ fontWeight: 600 }}>
          {group.name}
        </Link>
      ),
    },
    {
      header: t('customerGroups.fields.description'),
      hiddenBelow: 'md',
      sx: { color: 'text.secondary' },
      cell: (group) => (
        <Typography variant="body2" noWrap>
          {group.description || '—'}
        </Typography>
      ),
    },
    {
      header: t('customerGroups.fields.members'),
      align: 'right',
      cell: (group) => format.number(group.membersCount),
    },
    {
      header: t('customerGroups.fields.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (group) => (
        <RowActions
          writable={writable}
          view={{ label: t('customerGroups.viewOf', { name: group.name }), to: paths.cms.customerGroup(group.id) }}
          edit={{ label: t('customerGroups.editOf', { name: group.name }), to: paths.cms.customerGroupEdit(group.id) }}
          remove={{ label: t('customerGroups.deleteOf', { name: group.name }), onClick: () => deletion.open(group) }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('customerGroups.title')}
        breadcrumbs={[{ label: t('customers.title'), to: paths.cms.customers() }, { label: t('customerGroups.title') }]}
        actions={
          can('customers:write') && (
            <Button
              component={RouterLink}
              to={paths.cms.customerGroupAdd()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('customerGroups.add')}
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 420px)' }, p: 2 }}>
          <ListSearchField
            label={t('customerGroups.searchLabel')}
            value={state.search ?? ''}
            onCommit={(search) => change({ search })}
            testId="group-search"
          />
        </Box>
        <DataList
          label={t('customerGroups.title')}
          columns={columns}
          rows={groups.data?.data ?? []}
          rowKey={(group) => group.id}
          total={groups.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={groups}
        />
      </Paper>
      {deletion.dialog}
    </>
  );
}
