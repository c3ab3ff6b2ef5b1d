import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  maxLength: number;
};

/**
 * A list of free entries as chips (SPEC §3 tenant: allowed device profile types and network servers):
 * typed text becomes a chip on Enter or when the field is left; blanks and repeats are dropped.
 */
export function ChipListField({ label, value, onChange, onBlur, error, maxLength }: Props) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[] as string[]}
      value={value}
      onChange={(_event, next) => {
        const entries = next.map((entry) => entry.trim()).filter(Boolean);
        onChange([...new Set(entries)]);
      }}
      onBlur={onBlur}
      renderValue={(values, getItemProps) =>
        values.map((entry, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={<span dir="ltr">{entry}</span>} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? t('tenants.chips.hint')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength, dir: 'ltr' } }}
        />
      )}
    />
  );
}
