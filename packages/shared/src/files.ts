import { z } from 'zod';

/** SPEC §7: file URLs are the file-manager base plus the file id. */
export const fileManagerBase = '/files';
export const filePurposes = ['image', 'document'] as const;

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

export const uploadedFileSchema = z.object({
  _id: z.string(),
  purpose: z.enum(filePurposes),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  originalName: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFileResponseSchema = z.object({ data: uploadedFileSchema });
export const uploadQuerySchema = z.object({ purpose: z.enum(filePurposes).default('image') });
