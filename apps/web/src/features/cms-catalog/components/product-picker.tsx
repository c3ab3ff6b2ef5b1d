import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '@iot/shared/products';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCmsProductSearch } from '../api/products.ts';

export type PickedProduct = { id: string; name: string; code: string };

type Props = {
  label: string;
  /** Restricts the search to one type (related accessories, similar packages). */
  type?: ProductType;
  /** The product being edited, which cannot point at itself. */
  excludeId?: string;
  error?: string;
  /** The chosen products; an "add one" picker passes [] and receives the one picked. */
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
};

/** Searches products by name or code as one types (the list API's search), for relations and includes. */
export function ProductPicker({ label, type, excludeId, error, value, onChange }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const [open, setOpen] = useState(false);
  const results = useCmsProductSearch({ search: search || undefined, type }, open);
  const options: PickedProduct[] = (results.data ?? [])
    .filter((product) => product.id !== excludeId)
    .map(({ id, name, code }) => ({ id, name, code }));

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={results.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('emptyState.noData')}
      loadingText={t('common.loading')}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      renderOption={({ key, ...optionProps }, product) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography>{product.name}</Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr">
            {product.code}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
