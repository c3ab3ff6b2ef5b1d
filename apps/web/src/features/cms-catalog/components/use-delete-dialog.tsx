import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';

type Target = { id: string; name: string };

/**
 * Deleting anything in the catalog goes through the destructive confirm dialog (SPEC §4): the
 * item's name must be typed to unlock Delete; the outcome is an alert (SPEC §8).
 */
export function useDeleteDialog({
  title,
  type,
  remove,
  onDeleted,
}: {
  title: string;
  type: string;
  remove: (id: string) => Promise<unknown>;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useAlert();
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await remove(target.id);
      notify({ type: 'success', message: t('catalog.alerts.deleted') });
      setOpen(false);
      onDeleted?.();
    } catch (error) {
      notify({ type: 'error', message: errorMessageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return {
    dialog: (
      <DestructiveConfirmDialog
        open={open}
        title={title}
        type={type}
        value={target?.name ?? ''}
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    ),
    open: (item: Target) => {
      setTarget(item);
      setOpen(true);
    },
  };
}
