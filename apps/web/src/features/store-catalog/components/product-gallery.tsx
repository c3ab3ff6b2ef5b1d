import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { ProductImage, thumbnailUrl } from '../../../components/products/product-image.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The product's pictures: one large, the rest as thumbnails. Thumbnails are one tab stop; the arrow
 * keys (mirrored in Arabic), Home and End move between them, as in a toolbar.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(selected, images.length - 1)] ?? null;
  const label = (index: number) =>
    t('store.product.imageOf', {
      name,
      index: formatNumber(index + 1, language),
      count: formatNumber(images.length, language),
    });

  const select = (index: number) => {
    setSelected(index);
    thumbnails.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [backward]: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select((next + images.length) % images.length);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }} data-testid="gallery-main">
        <ProductImage
          src={current}
          alt={images.length > 0 ? label(Math.min(selected, images.length - 1)) : name}
          size={600}
          sizes="(min-width: 1536px) 650px, (min-width: 900px) 45vw, 100vw"
          eager
        />
      </Box>
      {images.length > 1 && (
        <Box
          role="toolbar"
          aria-label={t('store.product.images')}
          onKeyDown={onKeyDown}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 1 }}
        >
          {images.map((image, index) => (
            <ButtonBase
              key={`${image}-${index}`}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => setSelected(index)}
              tabIndex={index === selected ? 0 : -1}
              aria-label={label(index)}
              aria-pressed={index === selected}
              sx={{
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'divider',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <ProductImage src={thumbnailUrl(image)} alt="" size={96} sizes="96px" />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
