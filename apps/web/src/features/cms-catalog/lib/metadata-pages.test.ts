import { describe, expect, it } from 'vitest';
import { metadataKindNames } from '@iot/shared/catalog-metadata';
import { hasDescription, metadataPageOfKind, metadataPageOfPath } from './metadata-pages.ts';

describe('metadata pages', () => {
  it('maps the SPEC path accessories-types to the API kind accessory-types', () => {
    expect(metadataPageOfPath('accessories-types')?.kind).toBe('accessory-types');
    expect(metadataPageOfPath('accessory-types')).toBeUndefined();
  });

  it('has exactly one page per API kind', () => {
    for (const kind of metadataKindNames) expect(metadataPageOfKind(kind).kind).toBe(kind);
  });

  it('gives add and edit routes to the kinds SPEC §2 lists them for', () => {
    expect(
      ['industries', 'use-cases', 'applications', 'pictures'].every((path) => metadataPageOfPath(path)?.formRoutes),
    ).toBe(true);
    expect(
      ['tags', 'device-types', 'gateway-types', 'accessories-types'].some(
        (path) => metadataPageOfPath(path)?.formRoutes,
      ),
    ).toBe(false);
  });

  it('knows which kinds carry a description', () => {
    expect(hasDescription('industries')).toBe(true);
    expect(hasDescription('tags')).toBe(false);
  });
});
