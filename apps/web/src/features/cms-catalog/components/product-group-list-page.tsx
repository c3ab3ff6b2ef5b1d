import Button from '@mui/material/Button';
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
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { productGroupListSearchSchema, useCmsProductGroups } from '../api/product-groups.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { useDeleteGroupDialog } from './product-group-actions.tsx';
import { RowAction, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { listPageSizes, useListSearch } from '../../../lib/use-list-search.ts';

/** SPEC §2 /cms/products/groups. */
export function ProductGroupListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(productGroupListSearchSchema);
  const groups = useCmsProductGroups(state);
  const deletion = useDeleteGroupDialog();
  const rows = groups.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('catalog.groups.title')}
        breadcrumbs={[
          { label: t('catalog.products.title'), to: paths.cms.products() },
          { label: t('catalog.groups.title') },
        ]}
        actions={
          <Button component={RouterLink} to={paths.cms.productGroupAdd()} variant="contained" startIcon={<AddIcon />}>
            {t('catalog.groups.add')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label={t('catalog.groups.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('catalog.groups.fields.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('catalog.groups.fields.description')}
                </TableCell>
                <TableCell align="right">{t('catalog.groups.productCount')}</TableCell>
                <TableCell align="right">{t('catalog.actions.label')}</TableCell>
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
                  <TableCell>
                    <Typography
                      component={RouterLink}
                      to={paths.cms.productGroup(group.id)}
                      sx={{
                        fontWeight: 600,
                        color: 'text.primary',
                        textDecoration: 'none',
                        '&:hover': { textDecoration: 'underline' },
                      }}
                    >
                      {group.name}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}>
                    {group.description || '—'}
                  </TableCell>
                  <TableCell align="right">{format.number(group.productCount)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      label={t('catalog.actions.viewOf', { name: group.name })}
                      to={paths.cms.productGroup(group.id)}
                      icon={<ViewIcon />}
                      hideOnPhone
                    />
                    <RowAction
                      label={t('catalog.actions.editOf', { name: group.name })}
                      to={paths.cms.productGroupEdit(group.id)}
                      icon={<EditIcon />}
                    />
                    <RowDeleteButton
                      label={t('catalog.actions.deleteOf', { name: group.name })}
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
          pageSizes={listPageSizes}
          onPage={(page) => change({ page })}
          onLimit={(limit) => change({ limit })}
        />
      </Paper>
      {deletion.dialog}
    </>
  );
}
