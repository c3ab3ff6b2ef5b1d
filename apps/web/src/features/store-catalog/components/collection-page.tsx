import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductListQuery } from '../../../components/products/api/storefront-product-keys.ts';
import { useStorefrontProductList } from '../../../components/products/api/storefront-product-list.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toCardItem } from '../../../components/products/product-card.tsx';
import { ProductGrid } from '../../../components/products/product-grid.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { changeProductPage, parseProductFilters } from '../lib/product-filters.ts';

const pageSize = 12;

/** A fixed slice of the catalog (licenses, packages) with its own heading and paging in the URL. */
export function CollectionPage({
  title,
  description,
  query,
  intro,
  before,
}: {
  title: string;
  description: string;
  query: ProductListQuery;
  intro?: ReactNode;
  /** Shown between the heading and the products (a tenant user's own licenses). */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parseProductFilters(searchParams).page;
  const products = useStorefrontProductList({ ...query, page, limit: pageSize, sort: 'nameAsc' });
  const head = <PageHead title={title} description={description} />;
  const total = products.data?.meta.total ?? 0;
  const pageCount = Math.ceil(total / pageSize);
  const catalogLink = paths.products({ type: query.type });

  return (
    <>
      {head}
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ mb: 4, maxWidth: 760 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
          {intro}
        </Box>
        {before}
        {products.isError ? (
          <QueryError onRetry={() => void products.refetch()} />
        ) : (
          <ProductGrid
            wide
            items={products.data?.data.map(toCardItem)}
            skeletons={8}
            empty={<EmptyState title={t('emptyState.noData')} />}
          />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 4 }}>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_event, next) => setSearchParams(changeProductPage(new URLSearchParams(), next))}
              color="primary"
              shape="rounded"
              renderItem={(item) => (
                <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, language)} />
              )}
            />
          )}
          <Button component={RouterLink} to={catalogLink} variant="outlined">
            {t('store.collections.filterInCatalog')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
