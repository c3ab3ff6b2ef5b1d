import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../api/client.ts';
import { useAlert } from '../alerts/alert-context.ts';
import { showServerFieldErrors } from '../forms/server-errors.ts';

type Options<T extends FieldValues> = {
  /** Sends the form's values (POST when adding, PATCH when editing). */
  save: (values: T) => Promise<unknown>;
  /** Whether an existing item is edited: the success alert says updated rather than created. */
  editing: boolean;
  /** What was created, for the success alert ('Industry', 'Slider', …). */
  created: string;
  onSaved: () => void;
};

/**
 * The submit handler of a list item's add or edit form: saves, tells of success, marks the form
 * clean (components/cms/unsaved-changes-guard.tsx) and moves on; on a
 * failure, puts the server's per-field messages on the fields and its message in an alert.
 */
export function useItemFormSubmit<T extends FieldValues>(form: UseFormReturn<T>, options: Options<T>) {
  const { t } = useTranslation();
  const notify = useAlert();
  const { save, editing, created, onSaved } = options;
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
      // What was saved is the form's new starting point: leaving now loses nothing.
      form.reset(form.getValues());
      notify({
        type: 'success',
        message: editing ? t('catalog.alerts.updated') : t('catalog.alerts.successfully', { field: created }),
      });
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });
}
