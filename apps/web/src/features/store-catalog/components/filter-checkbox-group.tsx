import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import { choiceSettled, shownChoice, toggleChoice, type PendingChoice } from '../lib/pending-choice.ts';

export type FilterOption<T> = { value: T; label: string };

/**
 * One multi-value filter as checkboxes; `options` undefined while they load. A click shows at once,
 * and a second click before the URL (the source of truth, SPEC §2) has caught up counts from what
 * the boxes show: the router finishes a navigation only when the next page is ready
 * (lib/pending-choice.ts). `onChange` gets the filter's whole new choice.
 */
export function FilterCheckboxGroup<T extends string | number>({
  name,
  options,
  selected,
  onChange,
}: {
  name: string;
  options: FilterOption<T>[] | undefined;
  selected: readonly T[];
  onChange: (values: readonly T[]) => void;
}) {
  const [pending, setPending] = useState<PendingChoice<T> | null>(null);
  // Once the URL has reached the choice, or gone elsewhere, it decides again (set while rendering, as
  // React's guide to adjusting state when a prop changes does, so no frame shows the old choice).
  if (pending && choiceSettled(pending, selected)) setPending(null);
  const shown = shownChoice(pending, selected);
  const toggle = (value: T) => {
    const next = toggleChoice(pending, selected, value);
    setPending(next);
    onChange(next.values);
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
