import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomerKind } from '@iot/shared/admin-orders';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerSearch } from '../api/customer-groups.ts';

export type PickedCustomer = { id: string; kind: CustomerKind; name: string; email: string };

type Props = { label: string; value: PickedCustomer[]; onChange: (customers: PickedCustomer[]) => void };

/** Finds companies and tenant users as one types, through the back office's customer search (GET /customers). */
export function CustomerPicker({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const [open, setOpen] = useState(false);
  const results = useCustomerSearch(search, open);
  const options: PickedCustomer[] = (results.data ?? []).map(({ id, kind, name, email }) => ({
    id,
    kind,
    name,
    email,
  }));

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
      getOptionLabel={(customer) => customer.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id && option.kind === chosen.kind}
      noOptionsText={t('emptyState.noData')}
      loadingText={t('common.loading')}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      renderOption={({ key, ...optionProps }, customer) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography>
            {customer.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              · {t(`customerGroups.kinds.${customer.kind}`)}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr">
            {customer.email}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
