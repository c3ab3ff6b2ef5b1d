import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { fileManagerBase, responsiveImageUrl, responsiveImageWidths } from '@iot/shared/file-urls';

// An uploaded file's own URL, or its thumbnail's: both name an image the server keeps WebP copies of.
const uploadedImage = new RegExp(`^(${fileManagerBase}/[0-9a-f-]{36})(?:/thumbnail)?$`, 'i');

/** The WebP copies of an uploaded image as a `srcset`, or undefined for any other URL. */
export function webpSrcSet(url: string, originalWidth?: number): string | undefined {
  const file = uploadedImage.exec(url)?.[1];
  if (!file) return undefined;
  const copies = responsiveImageWidths
    .filter((width) => !originalWidth || width < originalWidth)
    .map((width) => `${responsiveImageUrl(file, width)} ${width}w`);
  // A picture drawn wider than the largest copy (a full-width slide) keeps its original as the top candidate.
  return [...copies, ...(originalWidth ? [`${file} ${originalWidth}w`] : [])].join(', ');
}

/**
 * A `<picture>` that lets the browser take an uploaded image as WebP at the width its layout needs
 * (`sizes`), instead of the PNG or JPEG in its `<img>` (issue 12); images from elsewhere are the
 * `<img>` alone. `originalWidth` names the original's width when it may be drawn wider than the
 * largest copy. Every other prop is the `<img>`'s.
 */
export function WebpPicture({
  src,
  sizes,
  originalWidth,
  ...img
}: { src: string; sizes: string; originalWidth?: number; sx?: SxProps<Theme> } & Omit<
  ComponentProps<'img'>,
  'src' | 'sizes' | 'ref'
>) {
  const srcSet = webpSrcSet(src, originalWidth);
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {srcSet ? <source type="image/webp" srcSet={srcSet} sizes={sizes} /> : null}
      <Box component="img" src={src} {...img} />
    </Box>
  );
}
