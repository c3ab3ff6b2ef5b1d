import { useTranslation } from 'react-i18next';
import { useDeleteCustomerGroup } from '../api/customer-groups.ts';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';

/** Deleting a group asks for its name to be typed (SPEC §4); its customers stay. */
export function useDeleteGroupDialog(onDeleted?: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteCustomerGroup();
  const action = useConfirmAction<string>({
    title: t('customerGroups.deleteTitle'),
    type: t('customerGroups.groupType'),
    run: remove.mutateAsync,
    done: t('customerGroups.deleted'),
    ...(onDeleted ? { onDone: onDeleted } : {}),
  });
  return { dialog: action.dialog, open: (group: { id: string; name: string }) => action.open(group.id, group.name) };
}
