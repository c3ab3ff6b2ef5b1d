import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';
import { EmptyState } from '../empty-state.tsx';
import { PageLoading } from '../page-loading.tsx';
import type { StoredTextsQuery } from './stored-texts-query.ts';

export type StoredTexts = Record<string, string | null>;

type Props = {
  /** The item being edited; none when adding one. */
  item: { languages: readonly string[] } | undefined;
  /** The item's stored texts in one language (`storedTextsQuery`). */
  query: (language: string) => StoredTextsQuery;
  /**
   * The form, given the texts stored in the page's language (none when adding) and whether the
   * title is required: it is, unless another language already gives the item one.
   */
  children: (stored: StoredTexts | undefined, titleRequired: boolean) => ReactNode;
};

/** An edit form edits the texts stored in the page's language, not the fallbacks the list shows. */
export function StoredTextsGate({ item, query, children }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stored = useQuery({ ...query(language), enabled: Boolean(item) });
  if (!item) return children(undefined, true);
  if (stored.isPending) return <PageLoading />;
  if (stored.isError)
    return (
      <EmptyState
        title={t('catalog.states.loadFailed')}
        action={<Button onClick={() => void stored.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return children(stored.data, !item.languages.some((code) => code !== language));
}
