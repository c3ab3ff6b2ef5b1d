import { useTranslation } from 'react-i18next';
import { CollectionPage } from './collection-page.tsx';

/** Licenses: the subscriptions (platform, connectivity, support and notification plans). */
export function LicensesPage() {
  const { t } = useTranslation();
  return (
    <CollectionPage
      title={t('store.collections.licenses.title')}
      description={t('store.collections.licenses.description')}
      query={{ type: ['subscription'] }}
    />
  );
}
