import { MetadataTranslatePage } from '../../../../features/cms-catalog/components/metadata-translate-page.tsx';

export function MetadataTranslateRoute() {
  return <MetadataTranslatePage />;
}
