import { MarketingFormPage } from '../../../features/cms-marketing/components/marketing-form-page.tsx';
import { MarketingListPage } from '../../../features/cms-marketing/components/marketing-list-page.tsx';
import { MarketingTranslatePage } from '../../../features/cms-marketing/components/marketing-translate-page.tsx';

/** SPEC §2 /cms/marketing/{home-page-sliders|ads}: the list of one kind. */
export function CmsMarketingListRoute() {
  return <MarketingListPage />;
}

/** /cms/marketing/{kind}/add and /{id}/edit. */
export function CmsMarketingFormRoute() {
  return <MarketingFormPage />;
}

/** /cms/marketing/{kind}/{id}/translate: the side-by-side translation editor. */
export function CmsMarketingTranslateRoute() {
  return <MarketingTranslatePage />;
}
