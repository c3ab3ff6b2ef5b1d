import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';

export type FilterOption<T> = { value: T; label: string };

/**
 * One multi-value filter as checkboxes; `options` undefined while they load. A click shows at once:
 * the choice is held here until the URL (the source of truth, SPEC §2) has caught up with it, since
 * the router finishes a navigation only when the next page is ready.
 */
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
  const selectedKey = selected.join('\u0000');
  const [pending, setPending] = useState<{ from: string; values: readonly T[] } | null>(null);
  const shown = pending && pending.from === selectedKey ? pending.values : selected;
  const toggle = (value: T) => {
    setPending({
      from: selectedKey,
      values: shown.includes(value) ? shown.filter((item) => item !== value) : [...shown, value],
    });
    onToggle(value);
  };
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
              checked={shown.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
          }
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        />
      ))}
    </FormGroup>
  );
}
