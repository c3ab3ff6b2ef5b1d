/**
 * Where uploaded files are served, apart from files.ts's schemas: every storefront page draws
 * pictures, and zod would cost its start (issue 12). files.ts re-exports these.
 */

/** SPEC §7: file URLs are the file-manager base plus the file id. */
export const fileManagerBase = '/files';

/**
 * Every uploaded image is also kept as WebP at these widths (never enlarged), at
 * `/files/{id}/{width}.webp`: pages pick the one their layout needs through `srcset` (issue 12).
 */
export const responsiveImageWidths = [320, 640, 1024] as const;
export type ResponsiveImageWidth = (typeof responsiveImageWidths)[number];

/** The WebP copy of an uploaded image at one of the responsive widths. */
export function responsiveImageUrl(fileUrl: string, width: ResponsiveImageWidth): string {
  return `${fileUrl}/${width}.webp`;
}
