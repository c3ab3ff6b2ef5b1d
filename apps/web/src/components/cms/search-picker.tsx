import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A record to pick: its name, and a Latin detail (an e-mail, a code) under it. */
export type PickerOption = { id: string; label: string; detail: string };

export type SearchPickerState<O extends PickerOption> = {
  value: O | null;
  onChange: (option: O | null) => void;
  options: O[];
  text: string;
  onText: (text: string) => void;
  open: boolean;
  onOpen: (open: boolean) => void;
  loading: boolean;
};

type Props<O extends PickerOption> = SearchPickerState<O> & {
  label: string;
  helperText: string;
  error: boolean;
  required?: boolean;
  testId: string;
};

/** A field that searches the server as one types (the options are already filtered) and picks one record. */
export function SearchPicker<O extends PickerOption>(props: Props<O>) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      options={props.options}
      value={props.value}
      onChange={(_event, option) => props.onChange(option)}
      open={props.open}
      onOpen={() => props.onOpen(true)}
      onClose={() => props.onOpen(false)}
      loading={props.loading}
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('emptyState.noData')}
      loadingText={t('common.loading')}
      inputValue={props.text}
      onInputChange={(_event, text) => props.onText(text)}
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
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          slotProps={{
            ...inputParams.slotProps,
            htmlInput: { ...inputParams.slotProps.htmlInput, 'data-testid': props.testId },
          }}
        />
      )}
    />
  );
}
