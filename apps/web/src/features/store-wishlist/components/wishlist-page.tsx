import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStorefrontProductList } from '../../../components/products/api/storefront-product-list.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toCardItem } from '../../../components/products/product-card.tsx';
import { ProductGrid } from '../../../components/products/product-grid.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useWishlist, wishlistLimit } from '../../../lib/wishlist.ts';

/**
 * The wishlist (SPEC §8 'empty wishlist'): ids kept in this browser, shown through
 * GET /products?ids=…; a product hidden since it was saved simply no longer appears.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const wishlist = useWishlist();
  const hasItems = wishlist.ids.length > 0;
  const products = useStorefrontProductList({ ids: wishlist.ids, limit: wishlistLimit }, { enabled: hasItems });
  const head = <PageHead title={t('store.wishlist.title')} description={t('store.wishlist.description')} />;
  // Keep the shopper's order (newest first), not the API's.
  const ordered = products.data?.data
    .slice()
    .sort((a, b) => wishlist.ids.indexOf(a.id) - wishlist.ids.indexOf(b.id))
    .filter((product) => wishlist.ids.includes(product.id));
  const quoteLink = paths.requestQuote({ product: (ordered ?? []).map((product) => product.id) });

  const empty = (
    <EmptyState
      icon={<FavoriteBorderIcon />}
      title={t('store.wishlist.empty')}
      hint={t('store.wishlist.emptyHint')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.products()}>
          {t('store.wishlist.browse')}
        </Button>
      }
    />
  );

  return (
    <>
      {head}
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 2,
            mb: 4,
          }}
        >
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {t('store.wishlist.title')}
            </Typography>
            {hasItems && (
              <Typography color="text.secondary" data-testid="wishlist-count">
                {t('store.wishlist.count', { count: wishlist.ids.length })}
              </Typography>
            )}
          </Box>
          {ordered && ordered.length > 0 && (
            <Button variant="contained" startIcon={<RequestQuoteIcon />} component={RouterLink} to={quoteLink}>
              {t('store.wishlist.quoteAll')}
            </Button>
          )}
        </Box>
        {!hasItems ? (
          empty
        ) : products.isError ? (
          <QueryError onRetry={() => void products.refetch()} />
        ) : (
          <ProductGrid
            wide
            items={ordered?.map(toCardItem)}
            skeletons={Math.min(wishlist.ids.length, 8)}
            empty={empty}
          />
        )}
      </Container>
    </>
  );
}
