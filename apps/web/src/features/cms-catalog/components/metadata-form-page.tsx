import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
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
  const title = id ? t('catalog.metadata.edit', { item: singular }) : t('catalog.metadata.add', { item: singular });
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[
        { label: t('catalog.metadata.title'), to: paths.cms.metadata() },
        { label: t(`catalog.metadata.kinds.${page.kind}`), to: list },
        ...(item.data ? [{ label: item.data.title }] : []),
        { label: id ? t('catalog.actions.edit') : t('catalog.actions.add') },
      ]}
    />
  );
  if (id && item.isPending) return <PageLoading />;
  if (id && item.isError) {
    return (
      <>
        {header}
        <EmptyState
          title={t('catalog.states.notFound')}
          action={
            <Button component={RouterLink} to={list}>
              {t(`catalog.metadata.kinds.${page.kind}`)}
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <MetadataForm
          kind={page.kind}
          item={item.data}
          onSaved={() => navigate(list)}
          onCancel={() => navigate(list)}
        />
      </Paper>
    </>
  );
}
