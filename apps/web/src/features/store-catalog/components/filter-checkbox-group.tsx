import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';

export type FilterOption<T> = { value: T; label: string };

/** One multi-value filter as checkboxes; `options` undefined while they load. */
export function FilterCheckboxGroup<T extends string | number>({
  name,
  options,
  selected,
  onToggle,
}: {
  name: string;
  options: FilterOption<T>[] | undefined;
  selected: readonly T[];
  onToggle: (value: T) => void;
}) {
  if (!options) {
    return (
      <div aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={36} />
        ))}
      </div>
    );
  }
  return (
    <FormGroup>
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          label={option.label}
          control={
            <Checkbox
              size="small"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
          }
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        />
      ))}
    </FormGroup>
  );
}
