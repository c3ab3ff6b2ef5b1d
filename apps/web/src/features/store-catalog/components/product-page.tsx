import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import type { StorefrontProduct } from '../../../components/products/api/storefront-product-list.ts';
import { useStorefrontProduct } from '../api/storefront-product.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useRichText } from '../../../lib/use-rich-text.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { brand } from '../../../lib/brand.ts';
import { usePaths } from '../../../lib/paths.ts';
import { absoluteUrl, usePublicOrigin } from '../../../lib/public-origin.ts';
import { breadcrumbData, productData } from '../lib/catalog-structured-data.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPurchasePanel } from './product-purchase-panel.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';

const productLists = () => import('./product-lists.tsx');
const productDetails = () => import('./product-details.tsx');
// Everything below the product's name, price and buttons: a server-rendered page keeps it on screen while
// its code arrives, and it is taken over in tasks of its own after the first screen's.
const RelatedProducts = lazyNamed(() => import('./related-products.tsx'), 'RelatedProducts');
const RichDescription = lazyNamed(productDetails, 'RichDescription');
const ProductSpecifications = lazyNamed(productDetails, 'ProductSpecifications');
const ProductFaqs = lazyNamed(productDetails, 'ProductFaqs');
const PackageIncludes = lazyNamed(productLists, 'PackageIncludes');
const ProductFiles = lazyNamed(productLists, 'ProductFiles');

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 3, md: 4 } }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ProductPageSkeleton() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }} aria-busy>
      <Skeleton width={240} sx={{ mb: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
        <Box>
          <Skeleton height={56} width="80%" />
          <Skeleton width="30%" />
          <Skeleton height={64} width="40%" sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        </Box>
      </Box>
    </Container>
  );
}

/**
 * The page's head: title, plain-text description, its picture for social sites, and the Product
 * and BreadcrumbList structured data. Its own component: the description's text waits for the
 * sanitiser (lib/use-rich-text.ts), and its arrival should render this, not the whole page, again.
 */
function ProductHead({ product }: { product: StorefrontProduct }) {
  const { t } = useTranslation();
  const richText = useRichText();
  const paths = usePaths();
  const origin = usePublicOrigin();
  const description = richText?.richTextToPlain(product.description) || product.name;
  const url = absoluteUrl(origin, paths.product(product.id));
  return (
    <PageHead
      title={product.name}
      description={description}
      image={product.images[0]}
      type="product"
      structuredData={[
        productData(
          { ...product, description },
          // SPEC §6: the page shows the stock state only for brands with back-office stock.
          { brandName: brand.displayName, origin, url, showsStock: brand.features.cmsStock },
        ),
        breadcrumbData([
          { name: t('common.home'), url: absoluteUrl(origin, paths.home()) },
          { name: t('store.products.title'), url: absoluteUrl(origin, paths.products()) },
          { name: product.name, url },
        ]),
      ]}
    />
  );
}

function ProductView({ product }: { product: StorefrontProduct }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const related: { key: 'relatedAccessories' | 'similarProducts' | 'similarPackages'; title: string }[] = [
    { key: 'relatedAccessories', title: t('store.product.relatedAccessories') },
    { key: 'similarProducts', title: t('store.product.similarProducts') },
    { key: 'similarPackages', title: t('store.product.similarPackages') },
  ];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <ProductHead product={product} />
      <Breadcrumbs aria-label={t('store.product.breadcrumbs')} sx={{ mb: 3 }}>
        <Link component={RouterLink} to={paths.home()} color="inherit">
          {t('common.home')}
        </Link>
        <Link component={RouterLink} to={paths.products()} color="inherit">
          {t('store.products.title')}
        </Link>
        <Typography
          color="text.primary"
          aria-current="page"
          sx={{ maxWidth: { xs: 180, sm: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {product.name}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <ProductGallery images={product.images} name={product.name} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {t(`store.productTypes.${product.type}`)} · {product.code}
            </Typography>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 34 } }}>
              {product.name}
            </Typography>
          </Box>
          <ProductPurchasePanel product={product} />
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          mt: { xs: 2, md: 4 },
        }}
      >
        <Box>
          {product.description && (
            <DetailSection id="description-title" title={t('store.product.description')}>
              <Suspense fallback={null}>
                <RichDescription html={product.description} />
              </Suspense>
            </DetailSection>
          )}
          {product.includes.length > 0 && (
            <DetailSection id="includes-title" title={t('store.product.includes')}>
              <Suspense fallback={null}>
                <PackageIncludes includes={product.includes} />
              </Suspense>
            </DetailSection>
          )}
          {product.faqs.length > 0 && (
            <DetailSection id="faqs-title" title={t('store.product.faqs')}>
              <Suspense fallback={null}>
                <ProductFaqs faqs={product.faqs} />
              </Suspense>
            </DetailSection>
          )}
        </Box>
        <Box>
          <DetailSection id="specs-title" title={t('store.product.specifications')}>
            <Suspense fallback={null}>
              <ProductSpecifications product={product} />
            </Suspense>
          </DetailSection>
          {product.documentations.length + product.certifications.length > 0 && (
            <DetailSection id="files-title" title={t('store.product.downloads')}>
              <Suspense fallback={null}>
                <ProductFiles product={product} />
              </Suspense>
            </DetailSection>
          )}
        </Box>
      </Box>

      {related.map(({ key, title }) =>
        product[key].length > 0 ? (
          <Box key={key} sx={{ borderTop: 1, borderColor: 'divider' }}>
            <DetailSection id={`${key}-title`} title={title}>
              <Suspense fallback={null}>
                <RelatedProducts products={product[key]} />
              </Suspense>
            </DetailSection>
          </Box>
        ) : null,
      )}
    </Container>
  );
}

/** /products/{id}: a hidden or unknown product is the not-found page (the API answers 404, or 400 for a malformed id). */
export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useStorefrontProduct(productId);
  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400))
      return <NotFoundPage />;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <QueryError onRetry={() => void product.refetch()} />
      </Container>
    );
  }
  return <ProductView key={product.data.id} product={product.data} />;
}
