import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { fileManagerBase } from '@iot/shared/file-urls';
import { WebpPicture } from '../webp-picture.tsx';

/** SPEC §7: files live under the file-manager base; each image there also has a 400 px thumbnail. */
export function thumbnailUrl(url: string): string {
  return url.startsWith(`${fileManagerBase}/`) && !url.endsWith('/thumbnail') ? `${url}/thumbnail` : url;
}

/**
 * A square product picture that never shifts the layout: the box keeps its aspect ratio while the
 * image loads lazily (or first of all with `eager`, for the picture a page opens on), and a missing
 * image shows a neutral placeholder. An uploaded image comes as WebP at the width `sizes` asks for.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  size = 400,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  /** How wide the picture is drawn (the `sizes` attribute), e.g. '(min-width: 900px) 33vw, 50vw'. */
  sizes: string;
  size?: number;
  eager?: boolean;
}) {
  return (
    <Box
      sx={{
        aspectRatio: '1 / 1',
        width: '100%',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <WebpPicture
          src={src}
          sizes={sizes}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <ImageIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
