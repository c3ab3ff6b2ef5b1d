import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MetadataKind } from '@iot/shared/catalog-metadata';
import { useMetadataOptions } from '../api/metadata-items.ts';

type Common = { kind: MetadataKind; label: string; error?: string; required?: boolean };

/** Several items of one metadata kind (tags, applications, use cases, industries), chosen by title. */
export function MetadataMultiSelect({
  kind,
  label,
  error,
  value,
  onChange,
}: Common & { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const options = useMetadataOptions(kind);
  const items = options.data ?? [];
  const selected = items.filter((item) => value.includes(item.id));
  return (
    <Autocomplete
      multiple
      options={items}
      value={selected}
      loading={options.isPending}
      onChange={(_event, next) => onChange(next.map((item) => item.id))}
      getOptionLabel={(item) => item.title}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterSelectedOptions
      noOptionsText={t('emptyState.noData')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}

/** One item of a metadata kind (a device's device type), or none. */
export function MetadataSelect({
  kind,
  label,
  error,
  required,
  value,
  onChange,
}: Common & { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const options = useMetadataOptions(kind);
  const items = options.data ?? [];
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      value={items.some((item) => item.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      error={Boolean(error)}
      helperText={error}
    >
      <MenuItem value="">
        <em>{t('catalog.form.none')}</em>
      </MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
