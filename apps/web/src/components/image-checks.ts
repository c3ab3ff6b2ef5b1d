import { productLimits } from '@iot/shared/products';

/** SPEC §5 image texts, quoted exactly; the server answers the same ones. */
export const imageTooLargeText = 'Image size over 1 MB. Please upload a smaller file.';
export const imageTypeText = 'Only PNG and JPEG images are allowed';
export const documentTypeText = 'Only PDF documents are allowed';
export const documentTooLargeText = 'File size over 10 MB. Please upload a smaller file.';
export const maxImagesText = (max: number) => `Max ${max} images`;

const imageTypes = ['image/png', 'image/jpeg'];
const imageExtensions = /\.(png|jpe?g)$/i;
export const documentMaxBytes = 10 * 1024 * 1024;

type FileLike = { name: string; size: number; type: string };

/**
 * What the browser can tell before uploading: the count, the declared type and the size. The
 * server still checks the content (a text file renamed .png is refused there).
 */
export function imageFileProblem(
  file: FileLike,
  alreadyChosen: number,
  max: number = productLimits.maxImages,
): string | null {
  if (alreadyChosen >= max) return maxImagesText(max);
  if (!(imageTypes.includes(file.type) || (file.type === '' && imageExtensions.test(file.name)))) return imageTypeText;
  if (file.size > productLimits.imageMaxBytes) return imageTooLargeText;
  return null;
}

export function documentFileProblem(file: FileLike): string | null {
  if (!(file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name)))) return documentTypeText;
  if (file.size > documentMaxBytes) return documentTooLargeText;
  return null;
}
