import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { showAll } from './select-props.ts';

type Props<T extends string> = {
  label: string;
  /** '' is 'All'. */
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  allLabel: string;
  onChange: (value: T | '') => void;
};

/** A back-office list's filter: 'All' first, then each value, kept in the URL by the caller. */
export function FilterSelect<T extends string>({ label, value, options, optionLabel, allLabel, onChange }: Props<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={showAll}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
