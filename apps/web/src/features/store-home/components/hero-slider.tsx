import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorefrontMarketingItem } from '../api/marketing.ts';
import { useLocalizedLink } from '../../../components/products/use-localized-link.ts';
import { WebpPicture } from '../../../components/webp-picture.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { textDirection } from '@iot/shared/languages';
import { lazyModule } from '../../../lib/lazy-module.ts';

const carouselCode = lazyModule(() => import('./hero-slider-carousel.ts'));

const autoAdvanceMs = 6000;
// The slider artwork is 1600 × 600; on phones the text sits under the picture instead of over it.
const imageRatio = '8 / 3';
const placement = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Home sliders (SPEC §3 Home slider): the position puts the text block on the left, centre or right
 * of the picture, as the artwork was designed, so it does not mirror in Arabic. Embla moves the
 * slides (buttons, dots, arrow keys, swipe; right to left in Arabic), and they advance every 6 s
 * unless the pointer or keyboard focus is inside, or the system asks for reduced motion.
 *
 * The page is rendered on the server: the slides are a row cut to the selected one, the first until
 * Embla starts in an effect, so hydration finds the markup it rendered and nothing moves when Embla
 * takes over. Embla's code comes after hydration (hero-slider-carousel.ts).
 */
export function HeroSlider({ slides }: { slides: StorefrontMarketingItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localizedLink = useLocalizedLink();
  const direction = textDirection(language);
  const count = slides.length;
  const carouselModule = carouselCode.useModule(count > 1);
  const viewport = useRef<HTMLDivElement>(null);
  const carousel = useRef<EmblaCarouselType | null>(null);
  const selectedIndex = useRef(0);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    const node = viewport.current;
    if (!carouselModule || !node) return;
    const { EmblaCarousel, Autoplay } = carouselModule;
    // The timer is started and stopped by the effect below, from the pointer, focus and motion preference.
    const autoplay = Autoplay({
      delay: autoAdvanceMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
    });
    const api = EmblaCarousel(node, { loop: true, direction, startIndex: selectedIndex.current }, [autoplay]);
    const showSelected = () => {
      selectedIndex.current = api.selectedScrollSnap();
      setSelected(selectedIndex.current);
    };
    api.on('select', showSelected).on('reInit', showSelected);
    carousel.current = api;
    return () => {
      carousel.current = null;
      api.destroy();
    };
  }, [carouselModule, direction]);

  useEffect(() => {
    const api = carousel.current;
    if (!api || count < 2) return;
    const reducedMotion = window.matchMedia(reducedMotionQuery);
    const autoplay = api.plugins().autoplay;
    const syncAutoplay = () => {
      if (paused || reducedMotion.matches) autoplay.stop();
      else if (!autoplay.isPlaying()) autoplay.play();
    };
    syncAutoplay();
    reducedMotion.addEventListener('change', syncAutoplay);
    // A swipe stops the timer (stopOnInteraction) until the finger lifts; Embla starts its plugins
    // anew after a resize.
    api.on('pointerUp', syncAutoplay).on('reInit', syncAutoplay);
    return () => {
      reducedMotion.removeEventListener('change', syncAutoplay);
      api.off('pointerUp', syncAutoplay).off('reInit', syncAutoplay);
      autoplay.stop();
    };
  }, [carouselModule, direction, count, paused]);

  // A choice made before Embla has started (its code arrives after hydration) is where it starts.
  const select = (index: number) => {
    const api = carousel.current;
    if (api) return api.scrollTo(index);
    selectedIndex.current = index;
    setSelected(index);
  };

  const go = (step: 1 | -1) => {
    const api = carousel.current;
    if (!api) return select((selectedIndex.current + step + count) % count);
    if (step === 1) return api.canScrollNext() ? api.scrollNext() : api.scrollTo(0);
    return api.canScrollPrev() ? api.scrollPrev() : api.scrollTo(count - 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    // The arrow points the way the slides move: in Arabic the next slide comes from the left.
    go((event.key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('store.home.carousel')}
      aria-label={t('store.home.featured')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative', bgcolor: 'grey.900' }}
    >
      <Box ref={viewport} dir={direction} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {slides.map((slide, index) => {
            const link = localizedLink(slide.link);
            const isActive = index === selected;
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
                sx={{ flex: '0 0 100%', minWidth: 0, position: 'relative' }}
              >
                <WebpPicture
                  src={slide.image}
                  sizes="100vw"
                  originalWidth={1600}
                  alt=""
                  width={1600}
                  height={600}
                  // The other slides sit outside the cut-off row, where a lazy image would load only as
                  // it slides in: once Embla runs (after hydration) they load.
                  loading={index === 0 || carouselModule ? 'eager' : 'lazy'}
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
              onClick={() => select(index)}
              aria-label={t('store.home.goToSlide', { index: formatNumber(index + 1, language) })}
              aria-current={index === selected ? 'true' : undefined}
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
                  width: index === selected ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: '#fff',
                  opacity: index === selected ? 1 : 0.55,
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
