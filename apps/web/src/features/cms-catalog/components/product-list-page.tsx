import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { productListQuerySchema, productSorts, productTypes, type Product } from '@iot/shared/products';
import type { WithId } from '../../../api/client.ts';
import { thumbnailOf } from '../../../components/image-uploader.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCmsProductList, type ProductListState } from '../api/products.ts';
import { showAll } from '../../../components/cms/select-props.ts';
import { listPageSizes, useListSearch } from '../../../lib/use-list-search.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { useDeleteProductDialog, useProductVisibility } from './product-actions.tsx';
import { RowAction, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';

/** SPEC §2 /cms/products: search, type and visibility filters, sort and paging, all kept in the URL. */
export function ProductListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [state, change] = useListSearch(productListQuerySchema);
  const products = useCmsProductList(state);
  const deletion = useDeleteProductDialog();
  const rows = products.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('catalog.products.title')}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.cms.productGroups()}
              variant="outlined"
              startIcon={<WorkspacesIcon />}
            >
              {t('catalog.groups.title')}
            </Button>
            <Button component={RouterLink} to={paths.cms.productAdd()} variant="contained" startIcon={<AddIcon />}>
              {t('catalog.products.add')}
            </Button>
          </>
        }
      />
      <Paper variant="outlined">
        <ProductFilters state={state} onChange={change} />
        <TableContainer>
          <Table aria-label={t('catalog.products.title')} sx={{ minWidth: { md: 760 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('catalog.products.fields.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('catalog.products.fields.type')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('catalog.products.fields.price')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                  {t('catalog.products.fields.stock')}
                </TableCell>
                <TableCell>{t('catalog.products.fields.visible')}</TableCell>
                <TableCell align="right">{t('catalog.actions.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
              <TableStateRow
                columns={6}
                loading={products.isPending}
                error={products.isError}
                empty={products.isSuccess && rows.length === 0}
                onRetry={() => void products.refetch()}
              />
              {rows.map((product) => (
                <ProductRow key={product.id} product={product} onDelete={() => deletion.open(product)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={products.data?.meta.total ?? 0}
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

function ProductFilters({
  state,
  onChange,
}: {
  state: ProductListState;
  onChange: (next: Partial<ProductListState>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(220px, 2fr) repeat(3, minmax(150px, 1fr))' },
        gap: 2,
        p: 2,
      }}
    >
      <ListSearchField
        label={t('catalog.filters.search')}
        value={state.search ?? ''}
        onCommit={(search) => onChange({ search })}
        testId="product-search"
      />
      <TextField
        select
        size="small"
        label={t('catalog.products.fields.type')}
        slotProps={showAll}
        value={state.type ?? ''}
        onChange={(event) => onChange({ type: (event.target.value || undefined) as ProductListState['type'] })}
      >
        <MenuItem value="">{t('catalog.filters.all')}</MenuItem>
        {productTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`catalog.productTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('catalog.filters.visibility')}
        slotProps={showAll}
        value={state.visible ?? ''}
        onChange={(event) => onChange({ visible: (event.target.value || undefined) as ProductListState['visible'] })}
      >
        <MenuItem value="">{t('catalog.filters.all')}</MenuItem>
        <MenuItem value="true">{t('catalog.products.visible')}</MenuItem>
        <MenuItem value="false">{t('catalog.products.hidden')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('catalog.filters.sort')}
        value={state.sort}
        onChange={(event) => onChange({ sort: event.target.value as ProductListState['sort'] })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {productSorts.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`catalog.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function ProductRow({ product, onDelete }: { product: WithId<Product>; onDelete: () => void }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const visibility = useProductVisibility();
  const image = product.images[0];
  return (
    <TableRow hover data-testid="product-row" data-product-id={product.id}>
      <TableCell sx={{ minWidth: 150 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Box
            component={image ? 'img' : 'div'}
            src={image ? thumbnailOf(image) : undefined}
            alt=""
            sx={{
              display: { xs: 'none', sm: 'block' },
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              objectFit: 'contain',
              bgcolor: 'background.default',
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component={RouterLink}
              to={paths.cms.product(product.id)}
              sx={{
                fontWeight: 600,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
                overflowWrap: 'anywhere',
              }}
            >
              {product.name}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              dir="ltr"
              sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
            >
              {product.code}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {t(`catalog.productTypes.${product.type}`)}
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
        {format.price(product.price, product.currency)}
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
        {product.stock === null ? '—' : format.number(product.stock)}
      </TableCell>
      <TableCell>
        <Tooltip title={product.visible ? t('catalog.products.visible') : t('catalog.products.hidden')}>
          <Switch
            checked={product.visible}
            disabled={visibility.isPending}
            onChange={(event) => visibility.set(product.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': t('catalog.products.visibleOf', { name: product.name }) } }}
            data-testid="visibility-toggle"
          />
        </Tooltip>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowAction
          label={t('catalog.actions.viewOf', { name: product.name })}
          to={paths.cms.product(product.id)}
          icon={<ViewIcon />}
          hideOnPhone
        />
        <RowAction
          label={t('catalog.actions.editOf', { name: product.name })}
          to={paths.cms.productEdit(product.id)}
          icon={<EditIcon />}
        />
        <RowAction
          label={t('catalog.actions.translateOf', { name: product.name })}
          to={paths.cms.productTranslate(product.id)}
          icon={<TranslateIcon />}
          hideOnPhone
        />
        <RowDeleteButton label={t('catalog.actions.deleteOf', { name: product.name })} onClick={onDelete} />
      </TableCell>
    </TableRow>
  );
}
