import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { localizeDigits } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';
import { parseTypedNumber } from './typed-number.ts';

type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** NaN (or null) is an empty field. */
  value: number | null | undefined;
  /** NaN when the field is empty or not a number, as `valueAsNumber` gives for a number input. */
  onChange: (value: number) => void;
  decimals?: boolean;
};

/**
 * A number field that shows the UI language's digits (SPEC §1: Arabic-Indic in Arabic) and accepts
 * either set when typing. A text input underneath, since a number input only shows Latin digits;
 * what is being typed stays as typed until the field loses focus.
 */
export function NumberField({ value, onChange, onBlur, decimals = false, slotProps, ...props }: NumberFieldProps) {
  const language = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const shown =
    draft ?? (typeof value === 'number' && Number.isFinite(value) ? localizeDigits(String(value), language) : '');
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseTypedNumber(event.target.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: decimals ? 'decimal' : 'numeric', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
