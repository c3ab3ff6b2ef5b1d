import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { fileManagerBase } from '@iot/shared/files';

/** SPEC §7: files live under the file-manager base; each image there also has a 400 px thumbnail. */
export function thumbnailUrl(url: string): string {
  return url.startsWith(`${fileManagerBase}/`) && !url.endsWith('/thumbnail') ? `${url}/thumbnail` : url;
}

/**
 * A square product picture that never shifts the layout: the box keeps its aspect ratio while the
 * image loads lazily, and a missing image shows a neutral placeholder.
 */
export function ProductImage({
  src,
  alt,
  size = 400,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
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
        <Box
          component="img"
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <ImageIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
