import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCountries } from './api/countries.ts';

type Props = {
  /** The selected country's id ('' for none). */
  value: string;
  onChange: (countryId: string) => void;
  onBlur: () => void;
  label: string;
  required?: boolean;
  /** Already localised. */
  errorMessage?: string;
};

/** A country picked from the metadata endpoint (SPEC §7), searchable by its name in the page's language. */
export function CountrySelect({ value, onChange, onBlur, label, required = false, errorMessage }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <Autocomplete
      options={countries.data ?? []}
      loading={countries.isPending}
      loadingText={t('common.loading')}
      value={countries.data?.find((option) => option.id === value) ?? null}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderInput={(params) => (
        <TextField
          {...params}
          required={required}
          label={label}
          onBlur={onBlur}
          error={Boolean(errorMessage)}
          helperText={errorMessage}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
          }}
        />
      )}
    />
  );
}
