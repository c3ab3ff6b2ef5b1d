import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { productGroupListSearchSchema, useCmsProductGroups } from '../api/product-groups.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useDeleteGroupDialog } from './product-group-actions.tsx';
import { RowActions } from '../../../components/cms/row-action.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

type GroupRow = NonNullable<ReturnType<typeof useCmsProductGroups>['data']>['data'][number];

/** SPEC §2 /cms/products/groups. */
export function ProductGroupListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const [state, change] = useListSearch(productGroupListSearchSchema);
  const groups = useCmsProductGroups(state);
  const deletion = useDeleteGroupDialog();
  // A role that may only read opens a group, nothing more (DESIGN §Operations).
  const writable = useCanWrite('products');
  const columns: DataListColumn<GroupRow>[] = [
    {
      header: t('catalog.groups.fields.name'),
      cell: (group) => (
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
      ),
    },
    {
      header: t('catalog.groups.fields.description'),
      hiddenBelow: 'md',
      sx: { color: 'text.secondary' },
      cell: (group) => group.description || '—',
    },
    {
      header: t('catalog.groups.productCount'),
      align: 'right',
      cell: (group) => format.number(group.productCount),
    },
    {
      header: t('catalog.actions.label'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (group) => (
        <RowActions
          writable={writable}
          view={{ label: t('catalog.actions.viewOf', { name: group.name }), to: paths.cms.productGroup(group.id) }}
          edit={{ label: t('catalog.actions.editOf', { name: group.name }), to: paths.cms.productGroupEdit(group.id) }}
          remove={{ label: t('catalog.actions.deleteOf', { name: group.name }), onClick: () => deletion.open(group) }}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('catalog.groups.title')}
        breadcrumbs={[
          { label: t('catalog.products.title'), to: paths.cms.products() },
          { label: t('catalog.groups.title') },
        ]}
        actions={
          writable && (
            <Button component={RouterLink} to={paths.cms.productGroupAdd()} variant="contained" startIcon={<AddIcon />}>
              {t('catalog.groups.add')}
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <DataList
          label={t('catalog.groups.title')}
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
