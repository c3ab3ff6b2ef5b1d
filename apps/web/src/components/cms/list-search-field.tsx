import { useEffect, useEffectEvent, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

type Props = {
  label: string;
  /** The search the URL holds. */
  value: string;
  /** Called 350 ms after the typing stops, with the trimmed text. */
  onCommit: (text: string) => void;
  testId?: string;
};

/** A back-office list's search box: typing is committed to the URL once it pauses; back/forward refill it. */
export function ListSearchField({ label, value, onCommit, testId }: Props) {
  const [search, setSearch] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // Back/forward or a cleared URL puts its own search into the box.
  if (shownValue !== value) {
    setShownValue(value);
    setSearch(value);
  }

  const commit = useEffectEvent((text: string) => onCommit(text));
  useEffect(() => {
    if (search.trim() === value) return;
    const timer = window.setTimeout(() => commit(search.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [search, value]);

  return (
    <TextField
      label={label}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      type="search"
      size="small"
      sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100, 'data-testid': testId },
      }}
    />
  );
}
