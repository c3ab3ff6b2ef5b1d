import { MetadataListPage } from '../../../../features/cms-catalog/components/metadata-list-page.tsx';

/** /cms/metadata/{kind}: one generic page per metadata kind. */
export function MetadataListRoute() {
  return <MetadataListPage />;
}
