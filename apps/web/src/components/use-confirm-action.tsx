import { useState } from 'react';
import { errorMessageOf } from '../api/client.ts';
import { useAlert } from './alerts/alert-context.ts';
import { DestructiveConfirmDialog, type DestructiveConfirm } from './destructive-confirm-dialog.tsx';

type Target<T> = { item: T; value: string };

/**
 * A destructive action behind SPEC §4's typed confirmation (deleting a group, pulling a customer):
 * the target's value must be typed to unlock the button; the outcome is an alert (SPEC §8).
 */
export function useConfirmAction<T>({
  run,
  done,
  onDone,
  ...texts
}: Omit<DestructiveConfirm, 'value'> & {
  run: (item: T) => Promise<unknown>;
  done: string;
  onDone?: () => void;
}) {
  const notify = useAlert();
  const [target, setTarget] = useState<Target<T> | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await run(target.item);
      notify({ type: 'success', message: done });
      setOpen(false);
      onDone?.();
    } catch (error) {
      notify({ type: 'error', message: errorMessageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return {
    dialog: (
      <DestructiveConfirmDialog
        {...texts}
        open={open}
        value={target?.value ?? ''}
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    ),
    open: (item: T, value: string) => {
      setTarget({ item, value });
      setOpen(true);
    },
  };
}
