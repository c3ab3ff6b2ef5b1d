import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { showAll } from './select-props.ts';

/** What the select holds: one of the options, or '' ('All') where there is an 'All'. */
type Choice<T extends string, All extends string | undefined> = undefined extends All ? T : T | '';

type Props<T extends string, All extends string | undefined> = {
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** The first option, '' ('All', 'Any date'); left out where the list always has one of the options (a sort). */
  allLabel?: All;
  // The options and allLabel say what the select holds; the value and the handler follow them.
  value: NoInfer<Choice<T, All>>;
  onChange: (value: Choice<T, All>) => void;
  /** On the select's input, for the browser tests. */
  testId?: string;
  /** The select's place in the filters' grid. */
  sx?: SxProps<Theme>;
};

/**
 * A back-office list's filter or sort: 'All' first when the list may leave it out, then each
 * value, kept in the URL by the caller.
 */
export function FilterSelect<T extends string, All extends string | undefined = undefined>({
  label,
  options,
  optionLabel,
  allLabel,
  value,
  onChange,
  testId,
  sx,
}: Props<T, All>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={{
        ...(allLabel === undefined ? {} : showAll),
        htmlInput: testId ? { 'data-testid': testId } : undefined,
      }}
      value={value}
      // MUI's select hands back the value of the option chosen: one of the options, or '' for 'All'.
      onChange={(event) => onChange(event.target.value as Choice<T, All>)}
      sx={sx}
    >
      {allLabel === undefined ? null : <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
