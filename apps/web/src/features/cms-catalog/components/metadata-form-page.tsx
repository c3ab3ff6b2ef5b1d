import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ItemFormPage } from '../../../components/cms/item-form-page.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useMetadataItem } from '../api/metadata-items.ts';
import { metadataPageOfPath } from '../lib/metadata-pages.ts';
import { MetadataForm } from './metadata-form.tsx';

/** SPEC §2 /cms/metadata/{kind}/add and /{id}/edit (industries, use cases, applications, pictures). */
export function MetadataFormPage() {
  const { kind: path, id } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const page = metadataPageOfPath(path);
  const item = useMetadataItem(page?.kind ?? 'tags', page?.formRoutes ? id : undefined);
  if (!page?.formRoutes) return <Navigate replace to={paths.cms.products()} />;
  const list = paths.cms.metadataList(page.path);
  const singular = t(`catalog.metadata.singular.${page.kind}`);
  return (
    <ItemFormPage
      title={id ? t('catalog.metadata.edit', { item: singular }) : t('catalog.metadata.add', { item: singular })}
      section={{ label: t('catalog.metadata.title'), to: paths.cms.metadata() }}
      list={{ label: t(`catalog.metadata.kinds.${page.kind}`), to: list }}
      id={id}
      item={item}
    >
      <MetadataForm kind={page.kind} item={item.data} onSaved={() => navigate(list)} onCancel={() => navigate(list)} />
    </ItemFormPage>
  );
}
