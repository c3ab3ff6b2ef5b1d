import { Suspense, useEffect, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TuneIcon from '@mui/icons-material/Tune';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storefrontPageSizes, type StorefrontPageSize, type StorefrontSort } from '@iot/shared/product-basics';
import { useStorefrontProductList } from '../../../components/products/api/storefront-product-list.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toCardItem } from '../../../components/products/product-card.tsx';
import { ProductGrid } from '../../../components/products/product-grid.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { absoluteUrl, usePublicOrigin } from '../../../lib/public-origin.ts';
import { breadcrumbData } from '../lib/catalog-structured-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  activeFilterCount,
  changeProductFilters,
  changeProductPage,
  clearedFilters,
  parseProductFilters,
  sortOptions,
  toProductQuery,
  type FilterChange,
} from '../lib/product-filters.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { ProductFilterPanel } from './product-filter-panel.tsx';
import { matchesLocalFilter } from '../lib/local-filter.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

// Phones only, and only once asked for: the sidebar holds the same filters on wider screens.
const ProductFilterDrawer = lazyNamed(() => import('./product-filter-drawer.tsx'), 'ProductFilterDrawer');

/**
 * /products (SPEC §2): filters, sort, page size and page all live in the URL, so a list can be
 * shared and the back button restores it. The 'filter this page' box only narrows the loaded page.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProductFilters(searchParams);
  const products = useStorefrontProductList(toProductQuery(filters));
  const drawer = useOpenedOnce();
  const [localFilter, setLocalFilter] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  const origin = usePublicOrigin();
  const paths = usePaths();
  const head = (
    <PageHead
      title={t('store.products.title')}
      description={t('store.products.description')}
      structuredData={[
        breadcrumbData([
          { name: t('common.home'), url: absoluteUrl(origin, paths.home()) },
          { name: t('store.products.title'), url: absoluteUrl(origin, paths.products()) },
        ]),
      ]}
    />
  );

  const change = (next: FilterChange) => setSearchParams(changeProductFilters(searchParams, next));
  const goToPage = (page: number) => {
    setSearchParams(changeProductPage(searchParams, page));
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const total = products.data?.meta.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / filters.limit));
  // A shared link can point past the last page once products were hidden; show the last real page.
  const outOfRange = products.isSuccess && !products.isPlaceholderData && filters.page > pageCount;
  useEffect(() => {
    if (outOfRange) setSearchParams(changeProductPage(searchParams, pageCount), { replace: true });
  }, [outOfRange, pageCount, searchParams, setSearchParams]);

  const loaded = products.data?.data;
  const shown = loaded?.filter((product) => matchesLocalFilter(product, localFilter, language));
  const activeCount = activeFilterCount(filters);
  const first = (filters.page - 1) * filters.limit + 1;
  const last = Math.min(total, filters.page * filters.limit);

  let list;
  if (products.isError) {
    list = <QueryError onRetry={() => void products.refetch()} />;
  } else if (products.isSuccess && total === 0) {
    list = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('store.products.noMatch')}
        hint={activeCount > 0 ? t('store.products.noMatchHint') : undefined}
        action={
          activeCount > 0 && (
            <Button variant="outlined" onClick={() => change(clearedFilters)}>
              {t('store.filters.clearAll')}
            </Button>
          )
        }
      />
    );
  } else if (shown && shown.length === 0) {
    list = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('store.products.localNoResult')}
        action={<Button onClick={() => setLocalFilter('')}>{t('store.products.clearLocalFilter')}</Button>}
      />
    );
  } else {
    list = (
      <Box
        aria-busy={products.isFetching}
        sx={{ opacity: products.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <ProductGrid items={shown?.map(toCardItem)} skeletons={filters.limit} eagerImages={2} />
      </Box>
    );
  }

  return (
    <>
      {head}
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 3,
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('store.products.title')}
          </Typography>
          <Typography color="text.secondary" role="status" data-testid="result-count">
            {products.isSuccess && total > 0
              ? t('store.products.showing', {
                  first: formatNumber(first, language),
                  last: formatNumber(last, language),
                  count: total,
                })
              : '\u00a0'}
          </Typography>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="aside"
            aria-label={t('store.filters.title')}
            sx={{
              display: { xs: 'none', md: 'block' },
              position: 'sticky',
              top: 88,
              maxHeight: 'calc(100vh - 104px)',
              overflowY: 'auto',
              pr: 1,
            }}
          >
            {/* Its own boundary: React hydrates the sidebar (hidden on phones) after the page, in tasks of its
                own, and hydrates it first when a click lands in it, so the click is not lost. */}
            <Suspense fallback={null}>
              <ProductFilterPanel filters={filters} onChange={change} />
            </Suspense>
          </Box>

          <Box ref={listTop} sx={{ scrollMarginTop: 96, display: 'grid', gap: 2.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Button
                variant="outlined"
                onClick={drawer.show}
                aria-haspopup="dialog"
                aria-expanded={drawer.open}
                startIcon={
                  <Badge badgeContent={activeCount ? formatNumber(activeCount, language) : 0} color="primary">
                    <TuneIcon />
                  </Badge>
                }
                sx={{ display: { md: 'none' } }}
              >
                {t('store.filters.open')}
              </Button>
              <TextField
                size="small"
                label={t('store.products.localFilter')}
                value={localFilter}
                onChange={(event) => setLocalFilter(event.target.value)}
                sx={{ flex: '1 1 200px', minWidth: 160 }}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <FilterListIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                select
                size="small"
                label={t('store.products.sortBy')}
                value={filters.sort}
                onChange={(event) => change({ sort: event.target.value as StorefrontSort })}
                sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
                slotProps={{ select: { inputProps: { 'data-testid': 'sort-select' } } }}
              >
                {sortOptions.map((sort) => (
                  <MenuItem key={sort} value={sort}>
                    {t(`store.sorts.${sort}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('store.products.perPage')}
                value={filters.limit}
                onChange={(event) => change({ limit: Number(event.target.value) as StorefrontPageSize })}
                sx={{ minWidth: 100, flex: { xs: '1 1 90px', sm: '0 0 auto' } }}
              >
                {storefrontPageSizes.map((size) => (
                  <MenuItem key={size} value={size}>
                    {formatNumber(size, language)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>

            <ActiveFilterChips filters={filters} onChange={change} />
            {list}

            {pageCount > 1 && !products.isError && (
              <Pagination
                sx={{ justifySelf: 'center', mt: 1 }}
                count={pageCount}
                page={Math.min(filters.page, pageCount)}
                onChange={(_event, page) => goToPage(page)}
                color="primary"
                shape="rounded"
                siblingCount={1}
                boundaryCount={1}
                getItemAriaLabel={(type, page, selected) =>
                  type === 'page'
                    ? t(selected ? 'store.products.currentPage' : 'store.products.goToPage', {
                        page: formatNumber(page ?? 1, language),
                      })
                    : type === 'start-ellipsis' || type === 'end-ellipsis'
                      ? ''
                      : t(`store.products.${type}Page`)
                }
                renderItem={(item) => (
                  <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, language)} />
                )}
              />
            )}
          </Box>
        </Box>

        {drawer.mounted && (
          <Suspense fallback={null}>
            <ProductFilterDrawer
              open={drawer.open}
              onClose={drawer.close}
              filters={filters}
              onChange={change}
              total={products.isSuccess ? total : undefined}
            />
          </Suspense>
        )}
      </Container>
    </>
  );
}
