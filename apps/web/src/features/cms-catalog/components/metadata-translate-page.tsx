import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  descriptionMaxLength,
  metadataKinds,
  metadataUpdateBodySchema,
  titleMaxLength,
} from '@iot/shared/catalog-metadata';
import { itemBreadcrumbs } from '../../../components/cms/item-breadcrumbs.ts';
import { TranslationEditor } from '../../../components/translation-editor/translation-editor.tsx';
import type { TranslationField } from '../../../components/translation-editor/translation-values.ts';
import { usePaths } from '../../../lib/paths.ts';
import { metadataItemQueries, useMetadataItem, useSaveMetadataItem } from '../api/metadata-items.ts';
import { metadataPageOfPath } from '../lib/metadata-pages.ts';

const translationSchema = metadataUpdateBodySchema.pick({ title: true, description: true });

/** SPEC §2 /cms/metadata/{kind}/{id}/translate: the title, and the description where the kind has one. */
export function MetadataTranslatePage() {
  const { kind: path, id = '' } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const page = metadataPageOfPath(path);
  const item = useMetadataItem(page?.kind ?? 'tags', page ? id : undefined);
  const save = useSaveMetadataItem(page?.kind ?? 'tags');
  if (!page) return <Navigate replace to={paths.cms.products()} />;
  const list = paths.cms.metadataList(page.path);
  const fields: TranslationField[] = metadataKinds[page.kind].translatable.map((name) =>
    name === 'title'
      ? { name, label: t('catalog.metadata.fields.title'), kind: 'text', max: titleMaxLength }
      : { name, label: t('catalog.metadata.fields.description'), kind: 'multiline', max: descriptionMaxLength },
  );
  const name = item.data?.title ?? '';
  return (
    <TranslationEditor
      title={t('catalog.translation.title', { name })}
      breadcrumbs={itemBreadcrumbs(
        { label: t('catalog.metadata.title'), to: paths.cms.metadata() },
        { label: t(`catalog.metadata.kinds.${page.kind}`), to: list },
        name,
        t('catalog.actions.translate'),
      )}
      fields={fields}
      query={(code) => metadataItemQueries.translation(page.kind, id, code)}
      schema={translationSchema}
      save={(code, body) => save.mutateAsync({ id, body, language: code })}
      onDone={() => navigate(list)}
    />
  );
}
