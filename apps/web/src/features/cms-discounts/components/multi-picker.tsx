import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type PickerOption = { id: string; name: string; detail?: string };

type Props = {
  label: string;
  options: readonly PickerOption[];
  /** The chosen ids; one that the options do not name yet shows as its id. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** Typing, for pickers that search the server as one types. */
  onInputChange?: (text: string) => void;
  onOpen?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Already localised. */
  errorMessage?: string;
  hint?: string;
  testId?: string;
};

/** A searchable multiple choice (countries, cities, products, product types, customer groups), chips for the chosen. */
export function MultiPicker({
  label,
  options,
  value,
  onChange,
  onBlur,
  onInputChange,
  onOpen,
  loading = false,
  disabled = false,
  errorMessage,
  hint,
  testId,
}: Props) {
  const { t } = useTranslation();
  const byId = new Map(options.map((option) => [option.id, option]));
  const chosen = value.map((id) => byId.get(id) ?? { id, name: id });
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={chosen}
      disabled={disabled}
      loading={loading}
      loadingText={t('common.loading')}
      onOpen={onOpen}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      onInputChange={onInputChange ? (_event, text) => onInputChange(text) : undefined}
      filterOptions={onInputChange ? (all) => all : undefined}
      getOptionLabel={(option) => (option.detail ? `${option.name} (${option.detail})` : option.name)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          onBlur={onBlur}
          error={Boolean(errorMessage)}
          helperText={errorMessage ?? hint}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
