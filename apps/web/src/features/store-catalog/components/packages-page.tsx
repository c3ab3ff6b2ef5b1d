import { useTranslation } from 'react-i18next';
import { CollectionPage } from './collection-page.tsx';

/** Packages: ready-made bundles of devices, connectivity and licenses. */
export function PackagesPage() {
  const { t } = useTranslation();
  return (
    <CollectionPage
      title={t('store.collections.packages.title')}
      description={t('store.collections.packages.description')}
      query={{ type: ['package'] }}
    />
  );
}
