import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../empty-state.tsx';
import type { Crumb } from '../page-breadcrumbs.tsx';
import { PageHeader } from '../page-header.tsx';
import { PageLoading } from '../page-loading.tsx';
import { itemBreadcrumbs } from './item-breadcrumbs.ts';

type Props = {
  title: string;
  /** The section the list belongs to, first on the way back. */
  section: Crumb;
  /** The item's list: the way back, and where a missing item's page points. */
  list: { label: string; to: string };
  /** The edited item's id; none on an add page. */
  id: string | undefined;
  /** The edited item's query (disabled on an add page). */
  item: { isPending: boolean; isError: boolean; data?: { title: string } };
  /** The form. */
  children: ReactNode;
};

/** The frame of a list item's add or edit page: breadcrumbs, loading, not found, the form on paper. */
export function ItemFormPage({ title, section, list, id, item, children }: Props) {
  const { t } = useTranslation();
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={itemBreadcrumbs(
        section,
        list,
        item.data?.title,
        id ? t('catalog.actions.edit') : t('catalog.actions.add'),
      )}
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
            <Button component={RouterLink} to={list.to}>
              {list.label}
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
        {children}
      </Paper>
    </>
  );
}
