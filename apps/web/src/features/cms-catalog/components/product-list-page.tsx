import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { productListQuerySchema, productSorts, productTypes, type Product } from '@iot/shared/products';
import type { WithId } from '../../../api/client.ts';
import { thumbnailOf } from '../../../components/image-uploader.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCmsProductList, type ProductListState } from '../api/products.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useDeleteProductDialog, useProductVisibility } from './product-actions.tsx';
import { RowActions } from '../../../components/cms/row-action.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';
import { FilterSelect } from '../../../components/cms/filter-select.tsx';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { brand } from '../../../lib/brand.ts';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

const visibilities = ['true', 'false'] as const;

/** SPEC §2 /cms/products: search, type and visibility filters, sort and paging, all kept in the URL. */
export function ProductListPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const visibility = useProductVisibility();
  const [state, change] = useListSearch(productListQuerySchema);
  const products = useCmsProductList(state);
  const deletion = useDeleteProductDialog();
  // A role that may only read sees each product's visibility and opens it, nothing more (DESIGN §Operations).
  const writable = useCanWrite('products');
  // At phone width the type and the price go under the name; the stock is left out below 1200 px.
  const columns: DataListColumn<WithId<Product>>[] = [
    {
      header: t('catalog.products.fields.name'),
      sx: { minWidth: 150 },
      cell: (product) => <ProductName product={product} />,
    },
    {
      header: t('catalog.products.fields.type'),
      hiddenBelow: 'sm',
      cell: (product) => t(`catalog.productTypes.${product.type}`),
    },
    {
      header: t('catalog.products.fields.price'),
      align: 'right',
      hiddenBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (product) => format.price(product.price, product.currency),
    },
    // SPEC §6: only brands with back-office stock keep it.
    {
      header: t('catalog.products.fields.stock'),
      shown: brand.features.cmsStock,
      align: 'right',
      hiddenBelow: 'lg',
      cell: (product) => (product.stock === null ? '—' : format.number(product.stock)),
    },
    {
      header: t('catalog.products.fields.visible'),
      cell: (product) => (
        <Tooltip title={product.visible ? t('catalog.products.visible') : t('catalog.products.hidden')}>
          <Switch
            checked={product.visible}
            disabled={!writable || visibility.isPending}
            onChange={(event) => visibility.set(product.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': t('catalog.products.visibleOf', { name: product.name }) } }}
            data-testid="visibility-toggle"
          />
        </Tooltip>
      ),
    },
    {
      header: t('catalog.actions.label'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (product) => (
        <RowActions
          writable={writable}
          view={{ label: t('catalog.actions.viewOf', { name: product.name }), to: paths.cms.product(product.id) }}
          edit={{ label: t('catalog.actions.editOf', { name: product.name }), to: paths.cms.productEdit(product.id) }}
          translate={{
            label: t('catalog.actions.translateOf', { name: product.name }),
            to: paths.cms.productTranslate(product.id),
          }}
          remove={{
            label: t('catalog.actions.deleteOf', { name: product.name }),
            onClick: () => deletion.open(product),
          }}
        />
      ),
    },
  ];

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
            {writable && (
              <Button component={RouterLink} to={paths.cms.productAdd()} variant="contained" startIcon={<AddIcon />}>
                {t('catalog.products.add')}
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined">
        <ProductFilters state={state} onChange={change} />
        <DataList
          label={t('catalog.products.title')}
          columns={columns}
          rows={products.data?.data ?? []}
          rowKey={(product) => product.id}
          rowTestId="product-row"
          phone={(product) => (
            <>
              {t(`catalog.productTypes.${product.type}`)} · {format.price(product.price, product.currency)}
            </>
          )}
          total={products.data?.meta.total ?? 0}
          state={state}
          onChange={change}
          query={products}
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
      <FilterSelect
        label={t('catalog.products.fields.type')}
        value={state.type ?? ''}
        options={productTypes}
        optionLabel={(type) => t(`catalog.productTypes.${type}`)}
        allLabel={t('catalog.filters.all')}
        onChange={(type) => onChange({ type: type || undefined })}
      />
      <FilterSelect
        label={t('catalog.filters.visibility')}
        value={state.visible ?? ''}
        options={visibilities}
        optionLabel={(visible) => (visible === 'true' ? t('catalog.products.visible') : t('catalog.products.hidden'))}
        allLabel={t('catalog.filters.all')}
        onChange={(visible) => onChange({ visible: visible || undefined })}
      />
      <FilterSelect
        label={t('catalog.filters.sort')}
        value={state.sort}
        options={productSorts}
        optionLabel={(sort) => t(`catalog.sorts.${sort}`)}
        onChange={(sort) => onChange({ sort })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </Box>
  );
}

/** The product's first image (from 600 px), its name linking to it, and its code under it. */
function ProductName({ product }: { product: WithId<Product> }) {
  const paths = usePaths();
  const image = product.images[0];
  return (
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
  );
}
