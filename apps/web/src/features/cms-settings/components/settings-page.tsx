import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { UnsavedChangesScope } from '../../../components/cms/unsaved-changes-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useCmsSettings } from '../api/settings.ts';
import { CurrencySection } from './currency-section.tsx';
import {
  BrandingSection,
  ContactInfoSection,
  DeliverySection,
  SellerSection,
  LanguagesSection,
  SocialLinksSection,
  TaxRatesSection,
  VisibilitySection,
} from './settings-sections.tsx';

/** SPEC §2 /cms/settings: branding, currency, links, contact info, languages, visibility, taxes, delivery. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useCmsSettings();
  // Every role may read settings; one that may not write sees each section with nothing to change
  // (DESIGN §Operations).
  const readOnly = !useCanWrite('settings');
  const header = <PageHeader title={t('settings.title')} />;
  if (settings.isPending) return <PageLoading />;
  if (settings.isError)
    return (
      <>
        {header}
        <QueryError message={errorMessageOf(settings.error)} onRetry={() => void settings.refetch()} />
      </>
    );
  const data = settings.data;
  // One guard for the page: leaving asks while any section holds unsaved changes.
  return (
    <UnsavedChangesScope>
      {header}
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
        <BrandingSection settings={data} readOnly={readOnly} />
        <CurrencySection settings={data} readOnly={readOnly} />
        <VisibilitySection settings={data} readOnly={readOnly} />
        <ContactInfoSection settings={data} readOnly={readOnly} />
        <SocialLinksSection settings={data} readOnly={readOnly} />
        <LanguagesSection settings={data} readOnly={readOnly} />
        <TaxRatesSection settings={data} readOnly={readOnly} />
        <DeliverySection settings={data} readOnly={readOnly} />
        <SellerSection settings={data} readOnly={readOnly} />
      </Box>
    </UnsavedChangesScope>
  );
}
