import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ItemFormPage } from '../../../components/cms/item-form-page.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useMarketingItem } from '../api/marketing-items.ts';
import { marketingPageOfPath } from '../lib/marketing-pages.ts';
import { MarketingForm } from './marketing-form.tsx';

/** SPEC §2 /cms/marketing/{home-page-sliders|ads}/add and /{id}/edit. */
export function MarketingFormPage() {
  const { kind: path, id } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const page = marketingPageOfPath(path);
  const item = useMarketingItem(page?.kind ?? 'sliders', page ? id : undefined);
  if (!page) return <Navigate replace to={paths.cms.products()} />;
  const list = paths.cms.marketingList(page.path);
  return (
    <ItemFormPage
      title={id ? t(`marketing.edit.${page.kind}`) : t(`marketing.add.${page.kind}`)}
      section={{ label: t('marketing.title'), to: paths.cms.marketing() }}
      list={{ label: t(`marketing.kinds.${page.kind}`), to: list }}
      id={id}
      item={item}
    >
      <MarketingForm
        key={item.data?.id ?? 'new'}
        kind={page.kind}
        item={item.data}
        onSaved={() => navigate(list)}
        onCancel={() => navigate(list)}
      />
    </ItemFormPage>
  );
}
