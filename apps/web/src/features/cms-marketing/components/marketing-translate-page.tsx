import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { multilineMax } from '@iot/shared/fields';
import {
  marketingSubTitleMax,
  marketingTitleMax,
  marketingTranslatableFields,
  marketingUpdateBodySchema,
} from '@iot/shared/marketing';
import { itemBreadcrumbs } from '../../../components/cms/item-breadcrumbs.ts';
import { TranslationEditor } from '../../../components/translation-editor/translation-editor.tsx';
import type { TranslationField } from '../../../components/translation-editor/translation-values.ts';
import { usePaths } from '../../../lib/paths.ts';
import { cmsMarketingQueries, useMarketingItem, useSaveMarketingItem } from '../api/marketing-items.ts';
import { marketingPageOfPath } from '../lib/marketing-pages.ts';

const schemas = {
  sliders: marketingUpdateBodySchema.pick({ title: true, subTitle: true, description: true }),
  ads: marketingUpdateBodySchema.pick({ title: true }),
};

/** SPEC §2 /cms/marketing/{kind}/{id}/translate: a slider's title, subTitle and description; an ad's title. */
export function MarketingTranslatePage() {
  const { kind: path, id = '' } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const page = marketingPageOfPath(path);
  const item = useMarketingItem(page?.kind ?? 'sliders', page ? id : undefined);
  const save = useSaveMarketingItem(page?.kind ?? 'sliders');
  if (!page) return <Navigate replace to={paths.cms.products()} />;
  const list = paths.cms.marketingList(page.path);
  const fields: TranslationField[] = marketingTranslatableFields[page.kind].map((name) => ({
    name,
    label: t(`marketing.fields.${name}`),
    kind: name === 'description' ? 'multiline' : 'text',
    max: name === 'title' ? marketingTitleMax : name === 'subTitle' ? marketingSubTitleMax : multilineMax,
  }));
  const name = item.data?.title ?? '';
  return (
    <TranslationEditor
      title={t('catalog.translation.title', { name })}
      breadcrumbs={itemBreadcrumbs(
        { label: t('marketing.title'), to: paths.cms.marketing() },
        { label: t(`marketing.kinds.${page.kind}`), to: list },
        name,
        t('catalog.actions.translate'),
      )}
      fields={fields}
      query={(code) => cmsMarketingQueries.translation(page.kind, id, code)}
      schema={schemas[page.kind]}
      save={(code, body) => save.mutateAsync({ id, body, language: code })}
      onDone={() => navigate(list)}
    />
  );
}
