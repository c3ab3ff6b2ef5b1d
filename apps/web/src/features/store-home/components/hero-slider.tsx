import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StorefrontMarketingItem } from '../api/marketing.ts';
import { useLocalizedLink } from '../../../components/products/use-localized-link.ts';
import { WebpPicture } from '../../../components/webp-picture.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { textDirection } from '@iot/shared/languages';

const autoAdvanceMs = 6000;
// The slider artwork is 1600 × 600; on phones the text sits under the picture instead of over it.
const imageRatio = '8 / 3';
const placement = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Home sliders (SPEC §3 Home slider): the position puts the text block on the left, centre or right
 * of the picture, as the artwork was designed, so it does not mirror in Arabic. Slides advance every
 * 6 s unless the pointer or keyboard focus is inside, or the system asks for reduced motion.
 */
export function HeroSlider({ slides }: { slides: StorefrontMarketingItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localizedLink = useLocalizedLink();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const active = count > 0 ? current % count : 0;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const go = (step: number) => setCurrent((index) => (index + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription={t('store.home.carousel')}
      aria-label={t('store.home.featured')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', bgcolor: 'grey.900' }}
    >
      <Box sx={{ display: 'grid' }}>
        {slides.map((slide, index) => {
          const link = localizedLink(slide.link);
          const isActive = index === active;
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription={t('store.home.slide')}
              aria-label={t('store.home.slideOf', {
                index: formatNumber(index + 1, language),
                count: formatNumber(count, language),
              })}
              aria-hidden={!isActive}
              inert={!isActive}
              data-testid="hero-slide"
              sx={{
                gridArea: '1 / 1',
                position: 'relative',
                opacity: isActive ? 1 : 0,
                visibility: isActive ? 'visible' : 'hidden',
                transition: 'opacity 600ms ease, visibility 600ms',
              }}
            >
              <WebpPicture
                src={slide.image}
                sizes="100vw"
                originalWidth={1600}
                alt=""
                width={1600}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: { xs: 'auto', md: '100%' },
                  aspectRatio: imageRatio,
                  maxHeight: { md: 520 },
                  objectFit: 'cover',
                }}
              />
              <Box
                dir="ltr"
                sx={{
                  position: { xs: 'static', md: 'absolute' },
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: { xs: 'stretch', md: placement[slide.position] },
                  px: { md: 8 },
                }}
              >
                <Box
                  dir={textDirection(language)}
                  sx={{
                    width: { xs: '100%', md: 'auto' },
                    maxWidth: { md: 560 },
                    minHeight: { xs: 200, md: 0 },
                    p: { xs: 2.5, md: 4 },
                    pb: { xs: 6, md: 4 },
                    color: '#fff',
                    bgcolor: { xs: 'grey.900', md: 'rgba(10, 15, 25, 0.62)' },
                    borderRadius: { md: 3 },
                    textAlign: slide.position === 'center' ? 'center' : 'start',
                  }}
                >
                  {slide.subTitle && (
                    <Typography variant="overline" sx={{ letterSpacing: 1.5, opacity: 0.9 }}>
                      {slide.subTitle}
                    </Typography>
                  )}
                  <Typography
                    variant="h4"
                    component={index === 0 ? 'h1' : 'h2'}
                    sx={{ fontWeight: 700, fontSize: { xs: 24, md: 36 } }}
                  >
                    {slide.title}
                  </Typography>
                  {slide.description && (
                    <Typography
                      sx={{
                        mt: 1,
                        opacity: 0.92,
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {slide.description}
                    </Typography>
                  )}
                  {link && (
                    <Button
                      variant="contained"
                      sx={{ mt: 2 }}
                      {...('to' in link
                        ? { component: RouterLink, to: link.to }
                        : { href: link.href, target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      {t('store.home.discover')}
                    </Button>
                  )}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            bottom: { xs: 8, md: 16 },
            insetInline: 0,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <IconButton
            size="small"
            onClick={() => go(-1)}
            aria-label={t('store.home.previousSlide')}
            sx={{ color: '#fff' }}
          >
            <ChevronLeftIcon sx={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
          </IconButton>
          {slides.map((slide, index) => (
            <Box
              key={slide.id}
              component="button"
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t('store.home.goToSlide', { index: formatNumber(index + 1, language) })}
              aria-current={index === active ? 'true' : undefined}
              data-testid="hero-dot"
              sx={{
                width: 28,
                height: 28,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: index === active ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: '#fff',
                  opacity: index === active ? 1 : 0.55,
                  transition: 'width 200ms',
                },
                '&:focus-visible': { outline: '2px solid #fff', borderRadius: 1 },
              }}
            />
          ))}
          <IconButton size="small" onClick={() => go(1)} aria-label={t('store.home.nextSlide')} sx={{ color: '#fff' }}>
            <ChevronRightIcon sx={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

export function HeroSliderSkeleton() {
  return (
    <Skeleton
      variant="rectangular"
      sx={{ width: '100%', height: 'auto', aspectRatio: { xs: '16 / 12', md: imageRatio }, maxHeight: { md: 520 } }}
    />
  );
}
