import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { useDeleteProduct, useUpdateProduct } from '../api/products.ts';

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
  const notify = useAlert();
  const remove = useDeleteProduct();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [open, setOpen] = useState(false);

  const dialog = (
    <DestructiveConfirmDialog
      open={open}
      title={t('catalog.products.deleteTitle')}
      type={t('catalog.products.type')}
      value={target?.name ?? ''}
      pending={remove.isPending}
      onClose={() => setOpen(false)}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            notify({ type: 'success', message: t('catalog.alerts.deleted') });
            setOpen(false);
            onDeleted?.();
          },
          onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
        });
      }}
    />
  );

  return {
    dialog,
    open: (product: { id: string; name: string }) => {
      setTarget(product);
      setOpen(true);
    },
  };
}
