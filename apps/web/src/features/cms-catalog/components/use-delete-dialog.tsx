import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';

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
  const action = useConfirmAction<string>({
    title,
    type,
    run: remove,
    done: t('catalog.alerts.deleted'),
    ...(onDeleted ? { onDone: onDeleted } : {}),
  });
  return { dialog: action.dialog, open: (item: Target) => action.open(item.id, item.name) };
}
