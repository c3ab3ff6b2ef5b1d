import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from './use-field-message.ts';

/**
 * Wires a react-hook-form field to an MUI text field: registration, the error flag and the message
 * (in the UI language) as helper text, or `hint` while the field is valid. Fields are required.
 */
export function useFieldProps<T extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
) {
  const fieldMessage = useFieldMessage();
  const { errors } = form.formState;
  return (name: Path<T>, hint?: ReactNode) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return {
      ...form.register(name),
      error: Boolean(message),
      helperText: fieldMessage(message) ?? hint,
      required: true,
      fullWidth: true,
    };
  };
}
