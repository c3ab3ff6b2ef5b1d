import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
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
  const title = id ? t(`marketing.edit.${page.kind}`) : t(`marketing.add.${page.kind}`);
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[
        { label: t('marketing.title'), to: paths.cms.marketing() },
        { label: t(`marketing.kinds.${page.kind}`), to: list },
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
              {t(`marketing.kinds.${page.kind}`)}
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
        <MarketingForm
          key={item.data?.id ?? 'new'}
          kind={page.kind}
          item={item.data}
          onSaved={() => navigate(list)}
          onCancel={() => navigate(list)}
        />
      </Paper>
    </>
  );
}
