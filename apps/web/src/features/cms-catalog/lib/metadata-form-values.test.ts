import { describe, expect, it } from 'vitest';
import { metadataBodyFromForm, metadataFormFromItem, metadataFormSchema } from './metadata-form-values.ts';

describe('metadata form values', () => {
  it('requires a title and counts descriptions to 255', () => {
    const result = metadataFormSchema('industries').safeParse({
      ...metadataFormFromItem(undefined),
      description: 'x'.repeat(256),
    });
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      'title: Title is required',
      'description: Description must be less than or equal to 255 characters',
    ]);
  });

  it('requires an image for a picture only', () => {
    const values = { ...metadataFormFromItem(undefined), title: 'Hero' };
    expect(
      metadataFormSchema('pictures')
        .safeParse(values)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Image is required']);
    expect(metadataFormSchema('industries').safeParse(values).success).toBe(true);
  });

  it('sends only the fields a kind has', () => {
    const values = { title: 'LoRa', description: 'ignored', image: '/files/x', active: false };
    expect(metadataBodyFromForm('tags', values)).toEqual({ title: 'LoRa', active: false });
    expect(metadataBodyFromForm('industries', values)).toEqual({
      title: 'LoRa',
      description: 'ignored',
      image: '/files/x',
      active: false,
    });
  });
});
