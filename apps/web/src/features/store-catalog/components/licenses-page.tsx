import { useTranslation } from 'react-i18next';
import { CollectionPage } from './collection-page.tsx';
import { CompanyLicenses } from './company-licenses.tsx';
import { TenantLicenses } from './tenant-licenses.tsx';

/**
 * Licenses: the subscriptions (platform, connectivity, support and notification plans); a signed-in
 * tenant user sees its tenant's licenses above them, a company the licenses it holds with their seats.
 */
export function LicensesPage() {
  const { t } = useTranslation();
  return (
    <CollectionPage
      title={t('store.collections.licenses.title')}
      description={t('store.collections.licenses.description')}
      query={{ type: ['subscription'] }}
      before={
        <>
          <TenantLicenses />
          <CompanyLicenses />
        </>
      }
    />
  );
}
