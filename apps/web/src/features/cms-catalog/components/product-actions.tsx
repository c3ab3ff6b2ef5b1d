import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { useDeleteProduct, useUpdateProduct } from '../api/products.ts';
import { useDeleteDialog } from './use-delete-dialog.tsx';

/** Hide or show a product (PATCH {visible}), with the SPEC §8 alerts. */
export function useProductVisibility() {
  const { t } = useTranslation();
  const notify = useAlert();
  const update = useUpdateProduct();
  return {
    isPending: update.isPending,
    set: (id: string, visible: boolean) =>
      update.mutate(
        { id, body: { visible } },
        {
          onSuccess: () => notify({ type: 'success', message: t('catalog.alerts.updated') }),
          onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
        },
      ),
  };
}

/** Delete a product through the destructive confirm dialog (SPEC §4): typing its name unlocks Delete. */
export function useDeleteProductDialog(onDeleted?: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  return useDeleteDialog({
    title: t('catalog.products.deleteTitle'),
    type: t('catalog.products.type'),
    remove: remove.mutateAsync,
    onDeleted,
  });
}
