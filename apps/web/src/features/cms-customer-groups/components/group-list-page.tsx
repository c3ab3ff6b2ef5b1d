import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { customerGroupListQuerySchema } from '@iot/shared/customer-groups';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { RowAction, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useCustomerGroups } from '../api/customer-groups.ts';
import { listPageSizes as pageSizes, useListSearch } from '../../../lib/use-list-search.ts';
import { useDeleteGroupDialog } from './use-delete-group.tsx';

/** SPEC §2 /cms/customers/groups: the groups with their number of members; search and page in the URL. */
export function GroupListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(customerGroupListQuerySchema);
  const groups = useCustomerGroups(state);
  const deletion = useDeleteGroupDialog();
  const rows = groups.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('customerGroups.title')}
        breadcrumbs={[{ label: t('customers.title'), to: paths.cms.customers() }, { label: t('customerGroups.title') }]}
        actions={
          <Button component={RouterLink} to={paths.cms.customerGroupAdd()} variant="contained" startIcon={<AddIcon />}>
            {t('customerGroups.add')}
          </Button>
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
        <TableContainer>
          <Table aria-label={t('customerGroups.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customerGroups.fields.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('customerGroups.fields.description')}
                </TableCell>
                <TableCell align="right">{t('customerGroups.fields.members')}</TableCell>
                <TableCell align="right">{t('customerGroups.fields.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={4}
                loading={groups.isPending}
                error={groups.isError}
                empty={groups.isSuccess && rows.length === 0}
                onRetry={() => void groups.refetch()}
              />
              {rows.map((group) => (
                <TableRow key={group.id} hover>
                  <TableCell sx={{ maxWidth: 0, width: { xs: '50%', md: '30%' } }}>
                    <Link component={RouterLink} to={paths.cms.customerGroup(group.id)} sx={{ fontWeight: 600 }}>
                      {group.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}>
                    <Typography variant="body2" noWrap>
                      {group.description || '—'}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{format.number(group.membersCount)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      label={t('customerGroups.viewOf', { name: group.name })}
                      to={paths.cms.customerGroup(group.id)}
                      icon={<ViewIcon />}
                      hideOnPhone
                    />
                    <RowAction
                      label={t('customerGroups.editOf', { name: group.name })}
                      to={paths.cms.customerGroupEdit(group.id)}
                      icon={<EditIcon />}
                    />
                    <RowDeleteButton
                      label={t('customerGroups.deleteOf', { name: group.name })}
                      onClick={() => deletion.open(group)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={groups.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={pageSizes}
          onPage={(page) => change({ page })}
          onLimit={(limit) => change({ limit })}
        />
      </Paper>
      {deletion.dialog}
    </>
  );
}
