import { z } from 'zod';

export { fileManagerBase, responsiveImageUrl, responsiveImageWidths, type ResponsiveImageWidth } from './file-urls.ts';
export const filePurposes = ['image', 'document'] as const;

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
