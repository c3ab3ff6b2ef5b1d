import { useTranslation } from 'react-i18next';
import { useDeleteProductGroup } from '../api/product-groups.ts';
import { useDeleteDialog } from './use-delete-dialog.tsx';

export function useDeleteGroupDialog(onDeleted?: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteProductGroup();
  return useDeleteDialog({
    title: t('catalog.groups.deleteTitle'),
    type: t('catalog.groups.type'),
    remove: remove.mutateAsync,
    onDeleted,
  });
}
