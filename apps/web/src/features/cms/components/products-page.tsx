import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CmsPageHeader } from './cms-page-header.tsx';

/** Where CMS sign-in lands (SPEC §4). The catalogue issue fills the list; until then it is empty. */
export function ProductsPage() {
  const { t } = useTranslation();
  return (
    <>
      <CmsPageHeader title={t('cms.products.title')} />
      <EmptyState title={t('emptyState.noData')} />
    </>
  );
}
