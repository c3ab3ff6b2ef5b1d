import { MetadataFormPage } from '../../../../features/cms-catalog/components/metadata-form-page.tsx';

/** /cms/metadata/{kind}/add and /{id}/edit, for the kinds SPEC §2 gives those routes. */
export function MetadataFormRoute() {
  return <MetadataFormPage />;
}
