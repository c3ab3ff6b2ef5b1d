import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCompanySearch, useTenantCompany } from '../api/tenants.ts';

type Option = { id: string; label: string; detail: string };

/**
 * The company a tenant belongs to (SPEC §2 /licenses: the company gives its licenses' seats to the
 * tenant's users), chosen by searching company accounts; cleared, the tenant belongs to none.
 */
export function CompanyField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Option | null>(null);
  const search = useDebouncedValue(text, 250);
  const companies = useCompanySearch(search, open);
  const current = useTenantCompany(chosen ? null : value);
  const options: Option[] = (companies.data ?? []).map((company) => ({
    id: company.id,
    label: company.organization,
    detail: company.email,
  }));
  const selected =
    chosen?.id === value
      ? chosen
      : value && current.data
        ? { id: value, label: current.data.organization, detail: current.data.email }
        : null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => {
        setChosen(option);
        onChange(option?.id ?? null);
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={companies.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      noOptionsText={t('emptyState.noData')}
      loadingText={t('common.loading')}
      inputValue={text}
      onInputChange={(_event, typed) => setText(typed)}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography>{option.label}</Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr">
            {option.detail}
          </Typography>
        </Box>
      )}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          label={t('tenants.fields.company')}
          error={Boolean(error)}
          helperText={error ?? t('tenants.hints.company')}
          slotProps={{
            ...inputParams.slotProps,
            htmlInput: { ...inputParams.slotProps.htmlInput, 'data-testid': 'tenant-company' },
          }}
        />
      )}
    />
  );
}
