import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from '../../lib/use-field-message.ts';
import { useFieldProps } from '../../lib/use-field-props.ts';
import { CountrySelect } from './country-select.tsx';

/**
 * A SPEC §3 phone number (isoCode, phoneNumber) as two fields of a react-hook-form form: the country
 * from the metadata endpoint, then the number, always written left to right.
 */
export function PhoneNumberFields<T extends FieldValues, Output extends FieldValues>({
  form,
  country,
  number,
  countryLabel,
  numberLabel,
  autoComplete,
}: {
  form: UseFormReturn<T, unknown, Output>;
  /** The field paths of the country's ISO code and of the number. */
  country: Path<T>;
  number: Path<T>;
  countryLabel: string;
  numberLabel: string;
  /** 'tel' when the number is the user's own; a form about someone else leaves it out. */
  autoComplete?: string;
}) {
  const fieldMessage = useFieldMessage();
  const field = useFieldProps(form);
  return (
    <>
      <Controller
        control={form.control}
        name={country}
        render={({ field: selected, fieldState }) => (
          <CountrySelect
            value={selected.value as string}
            onChange={selected.onChange}
            onBlur={selected.onBlur}
            label={countryLabel}
            required
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <TextField
        {...field(number)}
        label={numberLabel}
        type="tel"
        autoComplete={autoComplete}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </>
  );
}
