import { describe, expect, it } from 'vitest';
import { documentFileProblem, imageFileProblem } from './image-checks.ts';

const png = (size: number) => ({ name: 'photo.png', size, type: 'image/png' });

describe('imageFileProblem', () => {
  it('accepts a png or jpeg up to 1 MB', () => {
    expect(imageFileProblem(png(1024 * 1024), 0)).toBeNull();
    expect(imageFileProblem({ name: 'a.jpg', size: 10, type: 'image/jpeg' }, 9)).toBeNull();
  });

  it('refuses an image over 1 MB with the SPEC text', () => {
    expect(imageFileProblem(png(1.1 * 1024 * 1024), 0)).toBe('Image size over 1 MB. Please upload a smaller file.');
  });

  it('refuses an 11th image with the SPEC template', () => {
    expect(imageFileProblem(png(10), 10)).toBe('Max 10 images');
    expect(imageFileProblem(png(10), 1, 1)).toBe('Max 1 images');
  });

  it('refuses other types', () => {
    expect(imageFileProblem({ name: 'a.gif', size: 10, type: 'image/gif' }, 0)).toBe(
      'Only PNG and JPEG images are allowed',
    );
  });
});

describe('documentFileProblem', () => {
  it('accepts PDFs up to 10 MB only', () => {
    expect(documentFileProblem({ name: 'spec.pdf', size: 5, type: 'application/pdf' })).toBeNull();
    expect(documentFileProblem({ name: 'spec.txt', size: 5, type: 'text/plain' })).toBe(
      'Only PDF documents are allowed',
    );
    expect(documentFileProblem({ name: 'big.pdf', size: 11 * 1024 * 1024, type: 'application/pdf' })).toBe(
      'File size over 10 MB. Please upload a smaller file.',
    );
  });
});
