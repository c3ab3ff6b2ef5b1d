import { metadataKinds, type MetadataKind } from '@iot/shared/catalog-metadata';

/**
 * The CMS metadata pages (SPEC §2). Paths follow the SPEC's spelling ('accessories-types') while the
 * API kind is 'accessory-types'. Kinds with a description or an image get their own add and edit
 * routes; the short ones (a title only) are added and renamed in a dialog on their list page.
 */
export type MetadataPage = { path: string; kind: MetadataKind; formRoutes: boolean };

export const metadataPages: readonly MetadataPage[] = [
  { path: 'tags', kind: 'tags', formRoutes: false },
  { path: 'industries', kind: 'industries', formRoutes: true },
  { path: 'use-cases', kind: 'use-cases', formRoutes: true },
  { path: 'device-types', kind: 'device-types', formRoutes: false },
  { path: 'gateway-types', kind: 'gateway-types', formRoutes: false },
  { path: 'accessories-types', kind: 'accessory-types', formRoutes: false },
  { path: 'applications', kind: 'applications', formRoutes: true },
  { path: 'pictures', kind: 'pictures', formRoutes: true },
];

export function metadataPageOfPath(path: string | undefined): MetadataPage | undefined {
  return metadataPages.find((page) => page.path === path);
}

export function metadataPageOfKind(kind: MetadataKind): MetadataPage {
  const page = metadataPages.find((entry) => entry.kind === kind);
  if (!page) throw new Error(`No CMS page for metadata kind ${kind}`);
  return page;
}

export function hasDescription(kind: MetadataKind): boolean {
  return (metadataKinds[kind].translatable as readonly string[]).includes('description');
}
