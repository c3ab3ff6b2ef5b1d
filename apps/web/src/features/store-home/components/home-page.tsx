import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import FactoryIcon from '@mui/icons-material/Factory';
import { useTranslation } from 'react-i18next';
import { brandLoginArtworkSvg, svgDataUri } from '@iot/shared/brand-artwork';
import type { AdPlacement } from '@iot/shared/marketing';
import { useStorefrontMetadata } from '../../../components/products/api/storefront-metadata.ts';
import { useMarketing, type StorefrontMarketingItem } from '../api/marketing.ts';
import { useStorefrontProductList } from '../../../components/products/api/storefront-product-list.ts';
import { useFeaturedProductGroup } from '../api/featured-product-group.ts';
import {
  cheapestPicksQuery,
  newArrivalsQuery,
  packagesQuery,
  rowSize,
  singleProductTypes,
  topProductsGroup,
} from '../api/home-sections.ts';
import { MetadataCardGrid } from '../../../components/products/metadata-card-grid.tsx';
import { toCardItem } from '../../../components/products/product-card.tsx';
import { ProductGrid } from '../../../components/products/product-grid.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { brand } from '../../../lib/brand.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useStorefrontSettings } from '../../../api/settings/get-settings.ts';
import { absoluteUrl, usePublicOrigin } from '../../../lib/public-origin.ts';
import { organizationData } from '../lib/organization-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useWishlist } from '../../../lib/wishlist.ts';
import { HeroSlider, HeroSliderSkeleton } from './hero-slider.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';

const artwork = svgDataUri(brandLoginArtworkSvg(brand));

function Section({ id, children, tinted = false }: { id: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ bgcolor: tinted ? 'action.hover' : undefined }}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        {children}
      </Container>
    </Box>
  );
}

/** The brand's own hero: shown when the CMS has no sliders (or they cannot load). */
function BrandHero() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      component="section"
      sx={{
        color: '#fff',
        background: `linear-gradient(120deg, ${brand.palette.primary}, ${brand.palette.secondary})`,
      }}
    >
      <Container
        maxWidth="xl"
        sx={{
          py: { xs: 6, md: 10 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'center',
        }}
      >
        <Stack spacing={2}>
          <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.9 }}>
            {t('home.heroEyebrow')}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, sm: 44, md: 56 } }}>
            {brand.displayName}
          </Typography>
          <Typography variant="h5" component="p" sx={{ opacity: 0.95, maxWidth: 640 }}>
            {brand.tagline[language]}
          </Typography>
        </Stack>
        <Box
          component="img"
          src={artwork}
          alt=""
          // Hidden on phones, where a lazy image is never loaded: the browser would otherwise still make
          // the SVG's document (some 50 ms on a slow phone) for a picture no one sees.
          loading="lazy"
          width={460}
          height={460}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: '100%',
            maxWidth: 380,
            height: 'auto',
            aspectRatio: '1 / 1',
            borderRadius: 4,
            justifySelf: 'center',
            boxShadow: 6,
          }}
        />
      </Container>
    </Box>
  );
}

// The ads' pictures and links, loaded apart from the page: a server-rendered page keeps them meanwhile.
const AdBanners = lazyNamed(() => import('./ad-banners.tsx'), 'AdBanners');

/** The ads the back office placed here (home-top, home-middle or home-bottom), in their order. */
function AdSection({ ads, placement }: { ads: StorefrontMarketingItem[] | undefined; placement: AdPlacement }) {
  const { t } = useTranslation();
  const placed = ads?.filter((ad) => ad.placement === placement) ?? [];
  if (placed.length === 0) return null;
  const id = `ads-${placement}-title`;
  return (
    <Section id={id}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
        {t('store.home.offers')}
      </Typography>
      <Suspense fallback={null}>
        <AdBanners ads={placed} />
      </Suspense>
    </Section>
  );
}

function Hero() {
  const sliders = useMarketing('sliders');
  if (sliders.isPending) return <HeroSliderSkeleton />;
  if (sliders.data && sliders.data.length > 0) return <HeroSlider slides={sliders.data} />;
  return <BrandHero />;
}

/** 'You may like': products of the industries the shopper's wishlist is about; the cheapest picks otherwise. */
function useRecommendations() {
  const wishlist = useWishlist();
  const saved = useStorefrontProductList(
    { ids: wishlist.ids.slice(0, 12), limit: 12 },
    { enabled: wishlist.ids.length > 0 },
  );
  const industries = [...new Set(saved.data?.data.flatMap((product) => product.industryIds) ?? [])].slice(0, 10);
  const ready = wishlist.ids.length === 0 || saved.isSuccess;
  const query =
    industries.length > 0
      ? { industry: industries, type: singleProductTypes, limit: rowSize * 3, sort: 'nameAsc' as const }
      : cheapestPicksQuery;
  const recommended = useStorefrontProductList(query, { enabled: ready });
  const items = recommended.data?.data
    .filter((product) => !wishlist.ids.includes(product.id))
    .slice(0, rowSize)
    .map(toCardItem);
  return {
    items: recommended.isPending ? undefined : items,
    isError: recommended.isError || saved.isError,
    refetch: () => void recommended.refetch(),
  };
}

/**
 * 'You may like' in a component of its own: the wishlist is read from this browser once the page has
 * hydrated, and the re-render that follows then covers this section alone instead of the whole home
 * page, all in one task.
 */
function RecommendationsSection() {
  const { t } = useTranslation();
  const recommendations = useRecommendations();
  return (
    <Section id="you-may-like-title" tinted>
      <SectionHeading id="you-may-like-title" title={t('store.home.youMayLike')} />
      {recommendations.isError ? (
        <QueryError onRetry={recommendations.refetch} />
      ) : (
        <ProductGrid wide items={recommendations.items} skeletons={rowSize} />
      )}
    </Section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const settings = useStorefrontSettings();
  const origin = usePublicOrigin();
  // The shop as an Organization, from the settings (logo, contact, social links: SPEC §3).
  const head = (
    <PageHead structuredData={[organizationData(brand, settings.data, origin, absoluteUrl(origin, paths.home()))]} />
  );
  const applications = useStorefrontMetadata('applications');
  const industries = useStorefrontMetadata('industries');
  const newArrivals = useStorefrontProductList(newArrivalsQuery);
  const packages = useStorefrontProductList(packagesQuery);
  const topProducts = useFeaturedProductGroup(topProductsGroup);
  const ads = useMarketing('ads');

  return (
    <>
      {head}
      <>
        <Hero />
        <AdSection ads={ads.data} placement="home-top" />

        <Section id="applications-title">
          <SectionHeading
            id="applications-title"
            title={t('store.home.byApplication')}
            subtitle={t('store.home.byApplicationHint')}
            link={{ to: paths.solutions(), label: t('store.home.viewSolutions') }}
          />
          {applications.isError ? (
            <QueryError onRetry={() => void applications.refetch()} />
          ) : (
            <MetadataCardGrid
              items={applications.data}
              icon={AppsIcon}
              href={(item) => paths.products({ application: item.id })}
            />
          )}
        </Section>

        <Section id="new-arrivals-title" tinted>
          <SectionHeading
            id="new-arrivals-title"
            title={t('store.home.newArrivals')}
            link={{ to: paths.products(), label: t('store.home.viewAll') }}
          />
          {newArrivals.isError ? (
            <QueryError onRetry={() => void newArrivals.refetch()} />
          ) : (
            <ProductGrid wide items={newArrivals.data?.data.map(toCardItem)} skeletons={rowSize} />
          )}
        </Section>

        <Section id="packages-title">
          <SectionHeading
            id="packages-title"
            title={t('store.home.packageOffers')}
            link={{ to: paths.packages(), label: t('store.home.viewAll') }}
          />
          {packages.isError ? (
            <QueryError onRetry={() => void packages.refetch()} />
          ) : (
            <ProductGrid wide items={packages.data?.data.map(toCardItem)} skeletons={rowSize} />
          )}
        </Section>

        <AdSection ads={ads.data} placement="home-middle" />

        <Section id="industries-title" tinted>
          <SectionHeading
            id="industries-title"
            title={t('store.home.byIndustry')}
            subtitle={t('store.home.byIndustryHint')}
          />
          {industries.isError ? (
            <QueryError onRetry={() => void industries.refetch()} />
          ) : (
            <MetadataCardGrid
              items={industries.data}
              icon={FactoryIcon}
              href={(item) => paths.products({ industry: item.id })}
            />
          )}
        </Section>

        {(topProducts.isPending ||
          topProducts.isError ||
          (topProducts.group && topProducts.group.products.length > 0)) && (
          <Section id="top-products-title">
            <SectionHeading id="top-products-title" title={t('store.home.topProducts')} />
            {topProducts.isError ? (
              <QueryError onRetry={topProducts.refetch} />
            ) : (
              <ProductGrid
                wide
                items={topProducts.group?.products.slice(0, rowSize * 2).map(toCardItem)}
                skeletons={rowSize}
              />
            )}
          </Section>
        )}

        <RecommendationsSection />

        <AdSection ads={ads.data} placement="home-bottom" />
      </>
    </>
  );
}
