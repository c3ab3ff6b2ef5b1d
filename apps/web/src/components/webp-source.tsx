import { fileManagerBase, responsiveImageUrl, responsiveImageWidths } from '@iot/shared/files';

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
 * The `<source>` of a `<picture>` that lets the browser take the uploaded image as WebP at the width
 * its layout needs (`sizes`), instead of the PNG or JPEG in the `<img>` after it (issue 12). Nothing
 * for images from elsewhere.
 */
export function WebpSource({ src, sizes, originalWidth }: { src: string; sizes: string; originalWidth?: number }) {
  const srcSet = webpSrcSet(src, originalWidth);
  return srcSet ? <source type="image/webp" srcSet={srcSet} sizes={sizes} /> : null;
}
